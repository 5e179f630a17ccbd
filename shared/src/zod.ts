import { z } from 'zod';

// Every validation message the user can see is in Portuguese (Brazil), on the server and in the forms.
z.config(z.locales.ptBR());

export { z };
