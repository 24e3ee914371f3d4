/** Types of the page-path lint rule's exports, for its unit test (tests/unit/page-paths-rule.test.ts). */
import type { ESLint } from 'eslint';

export declare const PAGE_ROOTS: readonly string[];
export declare function pageRootOf(text: string): string | null;
declare const plugin: ESLint.Plugin;
export default plugin;
