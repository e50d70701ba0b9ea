/** English titles of the navigation menu, search groups and areas (the `navigation` namespace). */
export default {
  sections: { dashboards: 'Dashboards', appsPages: 'Apps & Pages', pages: 'Pages' },
  parents: { user: 'User', legal: 'Legal cases', rolesPermissions: 'Roles & Permissions', misc: 'Misc' },
  groups: {
    dashboards: 'Dashboards',
    frontPages: 'Front Pages',
    appsPages: 'Apps & Pages',
    userInterface: 'User Interface',
    formsTables: 'Forms & Tables',
    chartsMisc: 'Chart & Misc',
    legalCases: 'Legal cases',
  },
  areas: {
    legalCases: 'Cases',
    legalAgenda: 'Hearings agenda',
    dashboardsCrm: 'CRM',
    accessControl: 'Access Control',
    userList: 'List',
    roles: 'Roles',
    permissions: 'Permissions',
    accountSettings: 'Account Settings',
    userProfile: 'User Profile',
    comingSoon: 'Coming Soon',
    underMaintenance: 'Under Maintenance',
    notAuthorized: 'Not Authorized',
    serverError: 'Server Error',
  },
};
