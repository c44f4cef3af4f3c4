// Types of install-output.mjs (plain Node: it runs before anything is installed).
export declare const NATIVE_BUILD_NOTICE: string;
export declare function installOutputFilter(): { line(text: string): string | null; held(): string[] };
