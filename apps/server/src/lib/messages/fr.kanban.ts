import type { Catalogue } from './translate.ts';

/** French: the kanban area (contracts `kanban/*`, the server's kanban module). Board = tableau, column = colonne. */
export const frKanban: Catalogue = {
  'No board found with this id': 'Aucun tableau ne porte ce numéro',
  'No column found with this id': 'Aucune colonne ne porte ce numéro',
  'No card found with this id': 'Aucune carte ne porte ce numéro',
  'Enter the column’s name': 'Saisissez le nom de la colonne',
  'A column of this name already exists; choose another name': 'Une colonne porte déjà ce nom ; choisissez-en un autre',
  'Enter the card’s title': 'Saisissez le titre de la carte',
  'Choose the column of the card': 'Choisissez la colonne de la carte',
  'Labels have at most 30 characters each, and a card at most 10':
    'Une étiquette a au plus 30 caractères, et une carte au plus 10 étiquettes',
  'Choose members among the office’s users': 'Choisissez les membres parmi les utilisateurs du cabinet',
  'Give each id once': 'Donnez chaque identifiant une seule fois',
  'Some of these ids belong to another board': 'Certains de ces identifiants appartiennent à un autre tableau',
  'Someone else changed this card meanwhile; reload it':
    'Quelqu’un d’autre a modifié cette carte entre-temps ; rechargez-la',
  'Write the comment': 'Écrivez le commentaire',
  'Enter the board’s name': 'Saisissez le nom du tableau',
  'Choose one of your teams': 'Choisissez l’une de vos équipes',
  'Choose a case you can open': 'Choisissez un dossier que vous pouvez ouvrir',
  'The office’s board can’t be deleted': 'Le tableau du cabinet ne peut pas être supprimé',
  // A card's attachments (contracts kanban/attachments.ts)
  'No attachment found with this id': 'Aucune pièce jointe ne porte ce numéro',
  'Only an image (PNG, JPEG, GIF or WebP) can be the cover':
    'Seule une image (PNG, JPEG, GIF ou WebP) peut servir de couverture',
};
