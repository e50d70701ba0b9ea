import type en from './titles.en.ts';

export default {
  sections: { dashboards: 'Tableaux de bord', appsPages: 'Applications et pages', pages: 'Pages' },
  parents: { misc: 'Divers' },
  groups: {
    dashboards: 'Tableaux de bord',
    frontPages: 'Pages publiques',
    appsPages: 'Applications et pages',
    userInterface: 'Interface utilisateur',
    formsTables: 'Formulaires et tableaux',
    chartsMisc: 'Graphiques et divers',
  },
  areas: {
    dashboardsCrm: 'CRM',
    accessControl: "Contrôle d'accès",
    comingSoon: 'Bientôt disponible',
    underMaintenance: 'En maintenance',
    notAuthorized: 'Accès refusé',
    serverError: 'Erreur serveur',
  },
} satisfies typeof en;
