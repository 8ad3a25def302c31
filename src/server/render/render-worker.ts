import { renderLayoutFile } from './render-layout-file.js';

/** The render pool's task: one job in, one encoded file out (see RenderPool). */
export default renderLayoutFile;
