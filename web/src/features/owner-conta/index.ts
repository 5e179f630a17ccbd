/** What owner-conta lends to other features' screens: "Minha conta" (export, delete), shown on the shop's settings. */
export { MinhaConta } from './MinhaConta';
