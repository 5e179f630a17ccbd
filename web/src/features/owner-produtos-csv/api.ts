// What other features use of this one (eslint lets them import only api.ts): the Produtos page
// mounts the spreadsheet buttons. The calls themselves are in requests.ts.
export { ProdutosPlanilha } from './ProdutosPlanilha';
