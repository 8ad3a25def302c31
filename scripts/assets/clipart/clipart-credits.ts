import type { IconSetInfo } from './read-icon-set.js';

/** What the app shows as the credit for the clip-art (clipart/credits.json). */
export interface ClipartCredits {
  name: string;
  author: string;
  license: string;
  url: string;
}

export function clipartCredits(info: IconSetInfo): ClipartCredits {
  return {
    name: info.name,
    author: info.author.name,
    license: info.license.spdx ?? info.license.title,
    url: info.author.url ?? info.license.url ?? '',
  };
}

/**
 * LICENSE.txt for the clip-art folder. MIT asks that the copyright notice and licence travel with
 * every copy; the package only names the licence, so the standard MIT text is written here with
 * the author from info.json. Any other licence stops the build, so a change is never missed.
 */
export function clipartLicenseText(info: IconSetInfo, packageName: string, version: string): string {
  if (info.license.spdx !== 'MIT') throw new Error(`Unexpected clip-art licence ${info.license.title}: review it before shipping`);
  return `${info.name} by ${info.author.name}
${info.author.url ?? ''}
Licence: ${info.license.title}${info.license.url === undefined ? '' : ` (${info.license.url})`}

The files in this folder are the icons of ${packageName} ${version}, each written as a standalone
SVG file; the drawings are unchanged.

MIT License

Copyright (c) ${info.author.name}.

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`;
}
