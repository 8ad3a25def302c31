import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { z } from 'zod';

/** The parts of the IconifyJSON format (https://iconify.design/docs/types/iconify-json.html) we use. */
const IconDimensions = {
  left: z.number().optional(),
  top: z.number().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
};
const IconTransforms = {
  rotate: z.number().optional(),
  hFlip: z.boolean().optional(),
  vFlip: z.boolean().optional(),
};

export const IconSet = z.object({
  prefix: z.string(),
  icons: z.record(z.string(), z.object({ body: z.string(), ...IconDimensions, ...IconTransforms })),
  aliases: z.record(z.string(), z.object({ parent: z.string(), ...IconDimensions, ...IconTransforms })).optional(),
  ...IconDimensions,
});
export type IconSet = z.infer<typeof IconSet>;

export const IconSetInfo = z.object({
  name: z.string(),
  author: z.object({ name: z.string(), url: z.string().optional() }),
  license: z.object({ title: z.string(), spdx: z.string().optional(), url: z.string().optional() }),
});
export type IconSetInfo = z.infer<typeof IconSetInfo>;

export interface LoadedIconSet {
  icons: IconSet;
  info: IconSetInfo;
  version: string;
  /** Every file read, for the up-to-date stamp. */
  inputPaths: string[];
}

const requireFromHere = createRequire(import.meta.url);
const packageName = '@iconify-json/fluent-emoji-flat';

/** Reads and validates the installed Fluent Emoji Flat set: icons, credits and package version. */
export async function readIconSet(): Promise<LoadedIconSet> {
  const iconsPath = requireFromHere.resolve(`${packageName}/icons.json`);
  const infoPath = requireFromHere.resolve(`${packageName}/info.json`);
  const packagePath = requireFromHere.resolve(`${packageName}/package.json`);
  const readJson = async (path: string): Promise<unknown> => JSON.parse(await readFile(path, 'utf8'));
  const icons = IconSet.parse(await readJson(iconsPath));
  const info = IconSetInfo.parse(await readJson(infoPath));
  const { version } = z.object({ version: z.string() }).parse(await readJson(packagePath));
  return { icons, info, version, inputPaths: [iconsPath, infoPath, packagePath] };
}
