export { analyzeFile } from './analyze-file';
export { compareFiles } from './compare-files';
