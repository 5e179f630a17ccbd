/** What owner-fidelidade lends to other features' screens: the loyalty card's form, shown on Cupons. */
export { FidelidadeCard } from './FidelidadeCard';
