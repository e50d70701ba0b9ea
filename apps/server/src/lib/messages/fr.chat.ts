import type { Catalogue } from './translate.ts';

/** French: the chat (contracts `chat/*`, the server's chat module). */
export const frChat: Catalogue = {
  'No chat found with this id': 'Aucune conversation ne porte ce numéro',
  'Messages are sent in your own name only': 'Les messages ne s’envoient qu’en votre propre nom',
  'Write a message': 'Écrivez un message',
  'Keep the message under 4,000 characters': 'Gardez le message sous 4 000 caractères',
  'Choose active users of the office': 'Choisissez des utilisateurs actifs du cabinet',
  'Choose the members, a team or a case': 'Choisissez les membres, une équipe ou un dossier',
  'Choose a case you may open': 'Choisissez un dossier que vous pouvez ouvrir',
  'Give the group a title': 'Donnez un titre au groupe',
  'Choose a team you are in': 'Choisissez une équipe dont vous faites partie',
  'No message of this chat has this id': 'Aucun message de cette conversation ne porte ce numéro',
};
