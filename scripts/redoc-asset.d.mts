// The types of redoc-asset.mjs (plain JavaScript: scripts/build-node.mjs runs it under Node without TypeScript).
export declare const REDOC_EDITS: readonly { find: string; put: string }[];
export declare function adaptRedoc(text: string): string;
export declare function writeRedocAsset(rendererDir: string): void;
