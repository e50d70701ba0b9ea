import type en from './titles.en.ts';

export default {
  sections: { dashboards: 'Tableaux de bord', appsPages: 'Applications et pages', pages: 'Pages' },
  parents: { user: 'Utilisateur', legal: 'Affaires juridiques', rolesPermissions: 'Rôles et autorisations', misc: 'Divers' },
  groups: {
    dashboards: 'Tableaux de bord',
    frontPages: 'Pages publiques',
    appsPages: 'Applications et pages',
    userInterface: 'Interface utilisateur',
    formsTables: 'Formulaires et tableaux',
    chartsMisc: 'Graphiques et divers',
    legalCases: 'Affaires juridiques',
  },
  areas: {
    legalCases: 'Affaires',
    legalAgenda: 'Rôle des audiences',
    dashboardsCrm: 'CRM',
    accessControl: "Contrôle d'accès",
    userList: 'Liste',
    roles: 'Rôles',
    permissions: 'Autorisations',
    accountSettings: 'Paramètres du compte',
    userProfile: 'Profil utilisateur',
    comingSoon: 'Bientôt disponible',
    underMaintenance: 'En maintenance',
    notAuthorized: 'Accès refusé',
    serverError: 'Erreur serveur',
  },
} satisfies typeof en;
