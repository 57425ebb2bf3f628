// The mutation operators of scripts/mutation-check.ts, pure: source text in, one mutated text per
// fault out. Faults are placed by the TypeScript syntax tree, so strings, comments, types and the
// non-null `x!` are never touched.
import ts from 'typescript';

export interface Mutant {
  index: number;
  /** 1-based line of the fault. */
  line: number;
  /** What changed, e.g. `< → <=` with the line's code. */
  description: string;
  text: string;
}

// Each binary operator and what it becomes.
const BINARY: Partial<Record<ts.SyntaxKind, string>> = {
  [ts.SyntaxKind.LessThanToken]: '<=',
  [ts.SyntaxKind.LessThanEqualsToken]: '<',
  [ts.SyntaxKind.GreaterThanToken]: '>=',
  [ts.SyntaxKind.GreaterThanEqualsToken]: '>',
  [ts.SyntaxKind.EqualsEqualsEqualsToken]: '!==',
  [ts.SyntaxKind.ExclamationEqualsEqualsToken]: '===',
  [ts.SyntaxKind.AmpersandAmpersandToken]: '||',
  [ts.SyntaxKind.BarBarToken]: '&&',
  [ts.SyntaxKind.PlusToken]: '-',
  [ts.SyntaxKind.MinusToken]: '+',
};

interface Edit {
  start: number;
  end: number;
  replacement: string;
  what: string;
}

function inTypePosition(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isTypeNode(n) || ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) return true;
    if (ts.isEnumMember(n)) return false;
  }
  return false;
}

/** A number in a long array literal is table data (code-point ranges), not a decision. */
function inDataTable(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isArrayLiteralExpression(n) && n.elements.length > 8) return true;
    if (ts.isFunctionLike(n) || ts.isBlock(n)) return false;
  }
  return false;
}

function editsOf(sf: ts.SourceFile): Edit[] {
  const edits: Edit[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node)) {
      const to = BINARY[node.operatorToken.kind];
      // `'a' + b` is string building, not arithmetic; leave it.
      const stringy =
        node.operatorToken.kind === ts.SyntaxKind.PlusToken &&
        [node.left, node.right].some(
          (s) => ts.isStringLiteral(s) || ts.isTemplateExpression(s) || ts.isNoSubstitutionTemplateLiteral(s),
        );
      if (to && !stringy) {
        const op = node.operatorToken;
        edits.push({ start: op.getStart(sf), end: op.getEnd(), replacement: to, what: `${op.getText(sf)} → ${to}` });
      }
    } else if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.ExclamationToken) {
      const start = node.getStart(sf);
      edits.push({ start, end: start + 1, replacement: '', what: 'drop !' });
    } else if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword) {
      if (!inTypePosition(node)) {
        const to = node.kind === ts.SyntaxKind.TrueKeyword ? 'false' : 'true';
        edits.push({
          start: node.getStart(sf),
          end: node.getEnd(),
          replacement: to,
          what: `${node.getText(sf)} → ${to}`,
        });
      }
    } else if (ts.isNumericLiteral(node) && !inTypePosition(node) && !inDataTable(node)) {
      const value = Number(node.text);
      if (Number.isFinite(value)) {
        for (const delta of [1, -1]) {
          const to = String(value + delta);
          edits.push({
            start: node.getStart(sf),
            end: node.getEnd(),
            replacement: to,
            what: `${node.getText(sf)} → ${to}`,
          });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return edits.sort((a, b) => a.start - b.start);
}

/** Every single-fault variant of `source`, in source order. */
export function mutantsOf(fileName: string, source: string): Mutant[] {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  return editsOf(sf).map((e, index) => {
    const { line, character } = sf.getLineAndCharacterOfPosition(e.start);
    const text = source.split('\n')[line]!;
    // The code around the fault, the fault itself in brackets.
    const before = text.slice(Math.max(0, character - 40), character).trimStart();
    const after = text.slice(character + (e.end - e.start), character + (e.end - e.start) + 30).trimEnd();
    return {
      index,
      line: line + 1,
      description: `${e.what}  at col ${character + 1}: ${before}[${text.slice(character, character + (e.end - e.start))}]${after}`,
      text: source.slice(0, e.start) + e.replacement + source.slice(e.end),
    };
  });
}
