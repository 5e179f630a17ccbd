/** The room's screens (issue 44): the tables at a glance, and one bill. */
export const SALAO_PATH = '/salao';
export const comandaPath = (id: string) => `${SALAO_PATH}/comandas/${encodeURIComponent(id)}`;
