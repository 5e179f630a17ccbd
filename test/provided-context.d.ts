// What the suites' global setups hand to the tests (vitest's provide/inject).
declare module 'vitest' {
  export interface ProvidedContext {
    firestoreHost: string;
    authHost: string;
    appUrl: string;
  }
}
export {};
