/** Examples of personal API tokens, Laia's (index.ts says where they come from). */
import type { OperationExamples } from './operationExample.js';

/** A token for a script that only reads and edits: a role below its owner's (admin). */
const SCRIPT_TOKEN = { id: 2, name: 'Script de còpies', role: 'editor', createdAt: '2026-11-28T23:52:30.402Z', lastUsedAt: null };

export const TOKEN_EXAMPLES: OperationExamples = {
  tokensTokens: {
    answer: {
      tokens: [SCRIPT_TOKEN, { id: 1, name: 'Escriptori de casa', role: 'admin', createdAt: '2026-11-28T23:52:30.388Z', lastUsedAt: '2026-11-28T23:52:30.395Z' }],
    },
  },
  tokensCreateToken: {
    body: { name: 'Script de còpies', role: 'editor' },
    answer: { token: SCRIPT_TOKEN, secret: 'estany_aKQoQJ8r93XOlCYDExadHcqtFiOcBGxs4iqkRjMLu9A' },
  },
  tokensRevokeToken: { parameters: { id: 2 }, answer: SCRIPT_TOKEN },
};
