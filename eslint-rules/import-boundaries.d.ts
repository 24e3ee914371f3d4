/** Types of the lint rule's data and helpers, for its test. */
export declare const AREA_DEPENDENCIES: Record<string, string[]>;
export declare const RENDERER_LAYER_DEPENDENCIES: Record<string, string[]>;
export declare const CONTENT_TABLES: string[];
export declare function areaOf(file: string): string | null;
export declare function rendererLayerOf(file: string): { layer: string; room: string | null } | null;
export declare function violation(importer: string, target: string): string | null;
export declare function dependencyCycle(dependencies?: Record<string, string[]>): string[] | null;
declare const plugin: { rules: Record<string, unknown> };
export default plugin;
