import type { Rule } from 'eslint';

export declare const layerBoundaries: Rule.RuleModule;
