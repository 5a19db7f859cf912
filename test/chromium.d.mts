export declare const CHROMIUM_LAUNCH: { executablePath: string; args: string[] };
export declare const TEST_CHROMIUM_LAUNCH: { executablePath: string; args: string[] };
