import { describe, expect, it } from 'vitest';
import { buildPullCommands } from './pull-commands.js';

const url = 'https://cornice.example/pack/AbC_dEf-123';

describe('the pull commands shown per program', () => {
  it('downloads the pull URL and unpacks it over each program folder, replacing the old files', () => {
    const commands = buildPullCommands(url);
    expect(commands.map((command) => command.program)).toEqual(['photoboothproject', 'photoboothApp', 'pibooth', 'windows']);
    for (const { command, folder } of commands.slice(0, 3)) {
      expect(command).toBe(`curl -fsSL -o cornice-pack.zip '${url}' && unzip -o cornice-pack.zip -d ${folder}`);
    }
    expect(commands[3]?.command).toBe(`curl.exe -fsSL -o cornice-pack.zip '${url}'; Expand-Archive -Force cornice-pack.zip C:\\Cornice`);
  });

  it('keeps a quote in a configured address from ending the argument', () => {
    const [linux, , , windows] = buildPullCommands("https://x.example/it's/pack/t");
    expect(linux?.command).toContain(`'https://x.example/it'\\''s/pack/t'`);
    expect(windows?.command).toContain(`'https://x.example/it''s/pack/t'`);
  });
});
