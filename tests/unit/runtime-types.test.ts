/**
 * Each runtime type-checks against its own platform: a probe file is compiled with the options of
 * the runtime's tsconfig (the ones `tsc -b` uses), as if it sat in that folder.
 */
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The libraries' declaration files (the DOM's, Node's) are the same files for every probe: parsed
// once and shared by the probes' programs, as a language service shares them, and not once a probe.
const parsed = new Map<string, ts.SourceFile | undefined>();

function diagnosticsIn(folder: string, code: string): string[] {
  const configPath = path.resolve(folder, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
  const probe = path.resolve(folder, '__runtime_probe__.ts');
  const host = ts.createCompilerHost({ ...options, noEmit: true, composite: false, emitDeclarationOnly: false });
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (path.resolve(file) === probe ? code : readFile(file));
  host.fileExists = (file) => path.resolve(file) === probe || fileExists(file);
  host.getSourceFile = (file, language, ...rest) => {
    if (path.resolve(file) === probe) return ts.createSourceFile(file, code, language);
    const key = `${path.resolve(file)}\n${JSON.stringify(language)}`;
    if (!parsed.has(key)) parsed.set(key, getSourceFile(file, language, ...rest));
    return parsed.get(key);
  };
  const program = ts.createProgram({
    rootNames: [probe],
    options: { ...options, noEmit: true, composite: false, emitDeclarationOnly: false },
    host,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const usesWindow = 'export const href: string = window.location.href;\n';
const usesProcess = 'export const env: string | undefined = process.env.HOME;\n';

describe('a type-check per runtime', () => {
  it('refuses the DOM in server code and accepts Node there', () => {
    expect(diagnosticsIn('server', usesWindow)).toEqual([expect.stringContaining("Cannot find name 'window'")]);
    expect(diagnosticsIn('server', usesProcess)).toEqual([]);
  });

  it('refuses the DOM in the Electron main process', () => {
    expect(diagnosticsIn('electron', usesWindow)).toEqual([expect.stringContaining("Cannot find name 'window'")]);
  });

  it('refuses Node in renderer code and accepts the DOM there', () => {
    expect(diagnosticsIn('renderer', usesProcess)).toEqual([expect.stringContaining("Cannot find name 'process'")]);
    expect(diagnosticsIn('renderer', usesWindow)).toEqual([]);
  });

  it('refuses both in common code', () => {
    expect(diagnosticsIn('common', usesWindow)).toEqual([expect.stringContaining("Cannot find name 'window'")]);
    expect(diagnosticsIn('common', usesProcess)).toEqual([expect.stringContaining("Cannot find name 'process'")]);
  });
});
