// What the suites' global setups hand to the tests (vitest's provide/inject).
declare module 'vitest' {
  export interface ProvidedContext {
    firestoreHost: string;
    authHost: string;
    /** The API suite's pictures folder, its LOCAL_IMAGES_DIR (test/setup/api-emulators.ts). */
    imagesDir: string;
    /** The API suite's local key file of the shops' bank credentials (PIX_CREDENCIAIS_CHAVE_ARQUIVO), made by the app on first use. */
    pixChavesArquivo: string;
    /** The e2e tier's stacks, one per lane (test/setup/e2e-stack.ts). */
    /** `dataDir`: the stack's data folder (the local PSP's authority goes in its psp-local/). */
    e2eStacks: Array<{ appUrl: string; runtimeUrl: string; firestoreHost: string; dataDir: string }>;
  }
}
export {};
