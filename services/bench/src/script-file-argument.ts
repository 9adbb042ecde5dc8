/**
 * The file a bench module was given on its command line (`node services/bench/dist/<module>.js <file> …`),
 * or null when the module was imported rather than run. Run without a file, it prints `usage` and exits (2).
 */
export function scriptFileArgument(moduleUrl: string, usage: string): string | null {
  const script = process.argv[1];
  if (!script || !moduleUrl.endsWith(script.split('/').pop()!)) return null;
  const file = process.argv[2];
  if (!file) {
    console.error(`Usage: ${usage}`);
    process.exit(2);
  }
  return file;
}
