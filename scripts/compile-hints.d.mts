export declare const COMPILE_HINT: string;
/** Adds the hint to the first-load chunks of every route of the build in `distDir`; returns the files it marked. */
export declare function addCompileHints(root: string, distDir?: string): string[];
