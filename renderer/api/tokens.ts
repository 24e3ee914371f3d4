/** 'Claus personals' (issue 27 item 5; base /api/admin): the signed-in person's API tokens. */
import { API } from '../../common/api/addresses.js';
import type { BodyOf } from '../../common/api/route.js';
import type { tokensApi } from '../../common/api/tokens.js';
import { call, type CallContext } from './client.js';

export const tokenKeys = { tokens: ['admin', 'tokens'] as const };

export const fetchTokens = (ctx?: CallContext) => call(API.tokens.tokens, {}, ctx);
export const createToken = (body: BodyOf<typeof tokensApi.createToken>) => call(API.tokens.createToken, { body });
export const revokeToken = (id: number) => call(API.tokens.revokeToken, { params: { id } });
