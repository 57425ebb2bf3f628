// The shape of a precompiled schema validator (lib/store/validators/*.generated.js, written by
// build.mjs from state-schema/): a function that also leaves its errors on itself.
export interface SchemaError {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

export interface Validator {
  (data: unknown): boolean;
  errors?: SchemaError[] | null;
}
