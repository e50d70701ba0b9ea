import type { Catalogue } from './translate.ts';

/** French: the mail area (contracts `email/*`, the server's email module). */
export const frEmail: Catalogue = {
  'No email found with this id': 'Aucun e-mail ne porte ce numéro',
  'Choose at least one email': 'Choisissez au moins un e-mail',
  'Give a label to toggle or the fields to change': 'Indiquez une étiquette à basculer ou les champs à modifier',
};
