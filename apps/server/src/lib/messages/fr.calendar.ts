import type { Catalogue } from './translate.ts';

/** French: the calendar (contracts `calendar/*`, the server's calendar module). */
export const frCalendar: Catalogue = {
  'No event found with this id': 'Aucun évènement ne porte ce numéro',
  'Enter the event’s title': 'Saisissez le titre de l’évènement',
  'Choose Business, Holiday, Personal, Family or ETC': 'Choisissez Travail, Congé, Personnel, Famille ou Autre',
  'Enter a date and time such as 2026-03-15T09:30:00Z':
    'Saisissez une date et une heure, par exemple 2026-03-15T09:30:00Z',
  'The end must not be before the start': 'La fin ne peut pas précéder le début',
  'Ask for at most 14 months at a time': 'Demandez au plus 14 mois à la fois',
  'Repeat daily, weekly, monthly or yearly, with an interval, week days, and an end date or a number of times':
    'Répétez chaque jour, semaine, mois ou année, avec un intervalle, des jours de la semaine, et une date de fin ou un nombre de fois',
  'A reminder comes at most 4 weeks (40,320 minutes) before':
    'Un rappel vient au plus 4 semaines (40 320 minutes) avant',
  'Choose guests among the office’s users': 'Choisissez les invités parmi les utilisateurs du cabinet',
  'Someone else changed this event meanwhile; reload it':
    'Quelqu’un d’autre a modifié cet évènement entre-temps ; rechargez-le',
  'Say which occurrence: its original start': 'Indiquez quelle occurrence : son début d’origine',
  'This series has no occurrence at that time': 'Cette série n’a pas d’occurrence à ce moment',
  'Enter a web address starting with https:// or http://, or a page of the app starting with /':
    'Saisissez une adresse web commençant par https:// ou http://, ou une page de l’application commençant par /',
  'Use at most 200 characters': 'Utilisez au plus 200 caractères',
  'This calendar feed does not exist or was revoked': 'Ce flux d’agenda n’existe pas ou a été révoqué',
};
