/** Examples of the staff session, the newsroom, passkeys and the record (index.ts says where they come from). */
import type { OperationExamples } from './operationExample.js';

export const STAFF_EXAMPLES: OperationExamples = {
  peopleSetup: { answer: { needed: true, mail: false } },
  recordPeople: { answer: { people: [{ id: 1, name: 'Laia Vilardell Puigvert' }, { id: 2, name: 'Pere Roura Cases' }] } },
  adminSetRemote: {
    // A person's personal token on the public site (the shared operator key is refused: remote_personal_token_required).
    body: { url: 'https://revistaestany.cat', credential: 'estany_Vb3pQk7XwT2mLr9sFh4jNc8dYe1gAu6oZi5tKq0RxHw', operatorIsOwner: true },
    answer: { url: 'https://revistaestany.cat', hasCredential: true },
  },
  adminClearRemote: { answer: { url: null, hasCredential: false } },
  peopleCreateFirstAdmin: {
    body: {
      token: 'the ADMIN_TOKEN of the server',
      name: 'Laia Vilardell Puigvert',
      email: 'laia@revistaestany.cat',
      password: 'aigua, llum i paraules de l’estany',
    },
    answer: { authenticated: true, actor: { kind: 'person', id: 1, name: 'Laia Vilardell Puigvert', role: 'admin' } },
  },
  adminSignOut: { answer: { authenticated: false } },
  adminSignIn: {
    body: { email: 'laia@revistaestany.cat', password: 'aigua, llum i paraules de l’estany' },
    answer: { authenticated: true, actor: { kind: 'person', id: 1, name: 'Laia Vilardell Puigvert', role: 'admin' } },
  },
  peopleUpdatePerson: {
    parameters: { id: 2 },
    body: { role: 'editor' },
    answer: {
      id: 2,
      name: 'Pere Roura Cases',
      email: 'pere@revistaestany.cat',
      role: 'editor',
      status: 'active',
      createdAt: '2026-11-28T23:52:28.965Z',
      lastSignInAt: null,
    },
  },
  peoplePeople: {
    answer: {
      people: [
        {
          id: 1,
          name: 'Laia Vilardell Puigvert',
          email: 'laia@revistaestany.cat',
          role: 'admin',
          status: 'active',
          createdAt: '2026-11-28T23:52:28.690Z',
          lastSignInAt: '2026-11-28T23:52:28.833Z',
        },
      ],
    },
  },
  peopleSessions: {
    answer: {
      sessions: [
        {
          id: 2,
          browser: 'Desconegut',
          system: 'Desconegut',
          createdAt: '2026-11-28T23:52:28.816Z',
          lastUsedAt: '2026-11-28T23:52:28.816Z',
          current: true,
        },
      ],
    },
  },
  passkeysRegistrationOptions: {
    answer: {
      challenge: 'vETv-_EeeBhm84P2ByqHLwEm1xBkIoi4trgQLJBqLOM',
      rp: { name: 'Revista Estany', id: 'redaccio.revistaestany.cat' },
      user: { id: 'bwwg5QvQuLE94XOyQ3kmt5I5Bvr1oLmNlveKp0k9x1k', name: 'laia@revistaestany.cat', displayName: 'Laia Vilardell Puigvert' },
      pubKeyCredParams: [{ alg: -8, type: 'public-key' }],
      timeout: 300000,
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', userVerification: 'required', requireResidentKey: true },
      extensions: { credProps: true },
      hints: [],
    },
  },
  passkeysAddPasskey: {
    body: {
      name: 'Portàtil de la redacció',
      response: {
        id: 'eUPZhBDnMfrsEd5uzh-2-g',
        rawId: 'eUPZhBDnMfrsEd5uzh-2-g',
        type: 'public-key',
        response: {
          clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIiwiY2hhbGxlbmdlIjoidkVUdi1fRWVlQmhtODRQMkJ5cUhMd0VtMXhCa0lvaTR0cmdRTEpCcUxPTSIsIm9yaWdpbiI6Imh0dHBzOi8vcmVkYWNjaW8ucmV2aXN0YS50ZXN0IiwiY3Jvc3NPcmlnaW4iOmZhbHNlfQ',
          attestationObject: 'o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YViU2T9ZS1dXT1FQBI00ZZ2IISypQS4c3MHiADXndJSR0lVFAAAAAAAAAAAAAAAAAAAAAAAAAAAAEHlD2YQQ5zH67BHebs4ftvqlAQIDJiABIVggvpAcly23PSwrt85SFUt7DTO3DVV7sGadET0rN3dwRFwiWCCTKixMghzXVsjlliWSNNqpcvXXS-ociicNlSQB_RT5NQ',
          transports: ['internal'],
        },
        clientExtensionResults: {},
      },
    },
    answer: { id: 1, name: 'Portàtil de la redacció', createdAt: '2026-11-28T23:52:29.246Z', lastUsedAt: null },
  },
  passkeysPasskeys: { answer: { passkeys: [{ id: 1, name: 'Portàtil de la redacció', createdAt: '2026-11-28T23:52:29.246Z', lastUsedAt: null }] } },
  passkeysRenamePasskey: {
    parameters: { id: 1 },
    body: { name: 'Mòbil de la Laia' },
    answer: { id: 1, name: 'Mòbil de la Laia', createdAt: '2026-11-28T23:52:29.246Z', lastUsedAt: null },
  },
  passkeysSignInOptions: {
    answer: { rpId: 'redaccio.revistaestany.cat', challenge: '-ic6Xi2J0yCgC7b6OWaoPS0geYxF9y0c9Kltjn5Vkj0', timeout: 300000, userVerification: 'required' },
  },
  passkeysSignInWithPasskey: {
    body: {
      response: {
        id: 'eUPZhBDnMfrsEd5uzh-2-g',
        rawId: 'eUPZhBDnMfrsEd5uzh-2-g',
        type: 'public-key',
        response: {
          clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0IiwiY2hhbGxlbmdlIjoiLWljNlhpMkoweUNnQzdiNk9XYW9QUzBnZVl4Rjl5MGM5S2x0am41VmtqMCIsIm9yaWdpbiI6Imh0dHBzOi8vcmVkYWNjaW8ucmV2aXN0YS50ZXN0IiwiY3Jvc3NPcmlnaW4iOmZhbHNlfQ',
          authenticatorData: '2T9ZS1dXT1FQBI00ZZ2IISypQS4c3MHiADXndJSR0lUFAAAAAQ',
          signature: 'MEUCIQDNlpfEVaKem5gzXZxe2rK3ozLg5FIbrKSfMmNL3heBdQIgF2t_wjqdu1D7grArgey0y42BuDBVb46o9f2X6rccF1c',
          userHandle: 'bwwg5QvQuLE94XOyQ3kmt5I5Bvr1oLmNlveKp0k9x1k',
        },
        clientExtensionResults: {},
      },
    },
    answer: { authenticated: true, actor: { kind: 'person', id: 1, name: 'Laia Vilardell Puigvert', role: 'admin' } },
  },
  passkeysRemovePasskey: { parameters: { id: 1 }, answer: { removed: 1 } },
  recordList: {
    parameters: { action: 'article.save', page: 1, limit: 2 },
    answer: {
      entries: [
        {
          id: 27,
          at: '2026-11-28T23:52:30.338Z',
          actor: { kind: 'person', personId: 1, name: 'Laia Vilardell Puigvert' },
          action: 'article.save',
          subject: { kind: 'article', id: 'b76b225dae928a7bdbadc479' },
          summary: 'Ha desat l’article «La boira de la riba».',
        },
      ],
      pagination: { page: 1, limit: 2, total: 3, pages: 2 },
      moreThanTotal: false,
    },
  },
  peopleEndSession: { parameters: { id: 2 }, answer: { ended: 1 } },
  peopleEndAllSessions: { answer: { ended: 2 } },
  adminSession: { answer: { authenticated: true, actor: { kind: 'operator', id: null, name: 'Clau d’operador (ADMIN_TOKEN)', role: 'admin' } } },
  adminRemote: { answer: { url: null, hasCredential: false } },
  adminBackupStatus: { answer: { state: 'off', dir: null, lastSuccess: null, lastFailure: null, nextAt: null } },
  // A file: the CSV of one person's saves in November.
  recordExport: { parameters: { person: '1', action: 'article.save', from: '2026-11-01', to: '2026-11-30' } },
};
