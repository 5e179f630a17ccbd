/** What owner-lojas lends the other screens: the header's shop switcher. */
export { LojaSwitcher } from './LojaSwitcher';
