// Types of layers.js (plain JavaScript, so eslint.config.js can read it without a TypeScript loader).
export declare const LAYERS: Record<string, string[]>;
export declare const LAYER_EXCEPTIONS: { folder: string; may: string[] }[];
export declare const AREAS: Record<string, { kernel: string[]; composition: string[] }>;
