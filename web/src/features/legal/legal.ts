/** The privacy policy's and the terms' paths: the owner app's routes, linked with a plain <a href> from the public app. */
export const PRIVACIDADE_PATH = '/privacidade';
export const TERMOS_PATH = '/termos';

/** The date both documents carry; change it with their text. */
export const ULTIMA_ATUALIZACAO = '25 de novembro de 2026';
