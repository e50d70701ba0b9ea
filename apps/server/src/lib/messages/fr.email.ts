import type { Catalogue } from './translate.ts';

/** French: the mail area (contracts `email/*`, the server's email module). */
export const frEmail: Catalogue = {
  'No email found with this id': 'Aucun e-mail ne porte ce numéro',
  'Choose at least one email': 'Choisissez au moins un e-mail',
  'Give a label to toggle or the fields to change': 'Indiquez une étiquette à basculer ou les champs à modifier',
  'Add at least one recipient': 'Ajoutez au moins un destinataire',
  'Add at most 100 addresses': 'Ajoutez au plus 100 adresses',
  'Attach at most 20 files': 'Joignez au plus 20 fichiers',
  'Keep the subject under 500 characters': 'Gardez l’objet sous 500 caractères',
  'The message is too long': 'Le message est trop long',
  'No draft found with this id': 'Aucun brouillon ne porte ce numéro',
  'An attachment is unknown or was uploaded by someone else: upload it again':
    'Une pièce jointe est inconnue ou a été envoyée par quelqu’un d’autre : joignez-la de nouveau',
  'Mail to addresses outside the office cannot be sent: no outgoing mail server is configured':
    'Le courrier vers des adresses extérieures au cabinet ne peut pas partir : aucun serveur d’envoi n’est configuré',
  'The message has already been sent': 'Le message est déjà parti',
  'Only a draft or an email in the trash can be deleted for good':
    'Seuls un brouillon ou un e-mail de la corbeille peuvent être supprimés définitivement',
  'This draft was changed elsewhere: reopen it': 'Ce brouillon a été modifié ailleurs : rouvrez-le',
  '{address} no longer has a mailbox at the office: remove this address':
    '{address} n’a plus de boîte aux lettres au cabinet : retirez cette adresse',
};
