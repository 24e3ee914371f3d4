/**
 * The operator reads the configuration's refusals (a server that will not start): every message
 * is Catalan and names the variable, zod's English defaults included.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('a configuration the server refuses', () => {
  it('says what is wrong with each variable, in Catalan', () => {
    const message = refusal({
      PORT: 'vuit',
      DATABASE_URL: 'revista',
      DATABASE_POOL_MAX: '0',
      MEDIA_STORE: 'núvol',
      ADMIN_TOKEN: 'curt',
      REMOTE_URL: 'ftp://revista.example',
      TRUST_PROXY: 'arreu',
      SHUTDOWN_TIMEOUT_MS: '9999999',
      SCHEDULE_CHECK_SECONDS: '60',
    });
    expect(message).toMatch(/^Configuració no vàlida: /);
    expect(message).toContain('PORT: ha de ser un nombre');
    expect(message).toContain('DATABASE_URL: ha de ser una adreça completa');
    expect(message).toContain('DATABASE_POOL_MAX: ha de ser com a mínim 1');
    expect(message).toContain('MEDIA_STORE: ha de ser folder o database');
    expect(message).toContain('ADMIN_TOKEN: ha de tenir com a mínim 12 caràcters');
    expect(message).toContain('REMOTE_URL: ha de ser una adreça http(s)');
    expect(message).toContain('TRUST_PROXY: ha de ser true, false, un nombre de salts o adreces/CIDR (no s’entén: arreu)');
    expect(message).toContain('SHUTDOWN_TIMEOUT_MS: ha de ser com a màxim 600000');
    // Scheduled editions go out within 15 s of their minute: the check is never rarer than that.
    expect(message).toContain('SCHEDULE_CHECK_SECONDS: ha de ser com a màxim 15');
    expect(message).not.toMatch(/\b(must|Invalid|expected|received|input)\b/i);
  });

  it("takes a person's personal token for the public site, never its shared operator key", () => {
    expect(refusal({ REMOTE_URL: 'https://revistaestany.cat', REMOTE_TOKEN: 'public-admin-token-0123456789' })).toBe(
      "Configuració no vàlida: REMOTE_TOKEN: ha de ser una clau personal del web públic (comença per estany_), no la seva clau d'operador",
    );
    const token = `estany_${'k'.repeat(43)}`;
    expect(loadConfig({ REMOTE_URL: 'https://revistaestany.cat', REMOTE_TOKEN: token }).remoteToken).toBe(token);
  });

  it('wants a mail server as an smtp(s) address, and its sender with it', () => {
    expect(refusal({ SMTP_URL: 'mail.revista.example' })).toContain('SMTP_URL: ha de ser una adreça smtp:// o smtps://');
    expect(refusal({ SMTP_URL: 'smtp://mail.revista.example:587' })).toBe('Configuració no vàlida: MAIL_FROM: cal el remitent dels correus quan hi ha SMTP_URL');
    expect(loadConfig({ SMTP_URL: 'smtps://mail.revista.example', MAIL_FROM: 'Revista <r@revista.example>' }).mail).toEqual({ url: 'smtps://mail.revista.example', from: 'Revista <r@revista.example>' });
    expect(loadConfig({}).mail).toBeUndefined();
  });

  it('looks for scheduled editions every 15 s unless told to look more often', () => {
    expect(loadConfig({}).scheduleCheckMs).toBe(15_000);
    expect(loadConfig({ SCHEDULE_CHECK_SECONDS: '1' }).scheduleCheckMs).toBe(1_000);
    expect(refusal({ SCHEDULE_CHECK_SECONDS: '0' })).toContain('SCHEDULE_CHECK_SECONDS: ha de ser com a mínim 1');
  });
});
