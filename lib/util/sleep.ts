/** A promise that settles after `ms` milliseconds (the one definition; every wait loop uses it). */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
