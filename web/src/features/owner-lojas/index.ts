/** What owner-lojas lends the other screens: the header's shop switcher and the dashboard's "Todas as lojas". */
export { LojaSwitcher } from './LojaSwitcher';
export { TodasAsLojas } from './TodasAsLojas';
