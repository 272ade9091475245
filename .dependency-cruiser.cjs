// The layer fences of DESIGN.md §3 (rules 6, 10, 11), checked by `npm run lint`:
// domain is pure; web goes app → features → entities → components/lib; features never import
// each other; a server module never reaches into another module's repository; routes use services,
// services are given their repositories, presenters only present; no import circles.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle makes load order matter and hides which layer owns what.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'domain/ holds schemas, rules and messages; it knows nothing of server or web.',
      from: { path: '^domain/' },
      to: { path: '^(server|web|e2e|bench)/' },
    },
    {
      name: 'domain-has-no-frameworks',
      severity: 'error',
      comment:
        'domain/ runs in the browser and the server alike: zod, and fractional-indexing (rank keys: pure, no dependencies).',
      from: { path: '^domain/' },
      to: {
        dependencyTypesNot: ['local', 'core', 'type-only'],
        pathNot: '^node_modules/(zod|fractional-indexing)/',
      },
    },
    {
      name: 'test-data-stays-in-tests',
      severity: 'error',
      comment:
        'Test data and fakes live in *.fixture.ts(x) files and server/src/test-support/; only tests, ' +
        'other fixtures, the test setup, e2e and the benchmarks import them, never the product.',
      from: {
        path: '^(domain|server|web)/src/',
        pathNot:
          '(\\.test\\.tsx?|\\.fixture\\.tsx?|\\.child\\.ts|/test-setup\\.ts)$|^server/src/test-support/',
      },
      to: { path: '(\\.fixture\\.tsx?$|^server/src/test-support/)' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^web/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'module-reaches-into-another-repository',
      severity: 'error',
      comment:
        "A module uses another module's service, never its repository: SQL stays with its owner. " +
        'Shared queries live in server/src/db/ (visible-squads.ts, assignable-users.ts).',
      from: { path: '^server/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/src/modules/[^/]+/[^/]+\\.repository\\.ts$', pathNot: '^server/src/modules/$1/' },
    },
    {
      name: 'routes-use-services',
      severity: 'error',
      comment:
        'A route validates, calls its service and answers; what it reads or writes goes through the ' +
        'service (built in composition-root.ts), never a repository of its own.',
      from: { path: '^server/src/modules/[^/]+/[^/]+\\.routes\\.ts$' },
      to: { path: '(\\.repository|\\.queries)\\.ts$|^server/src/db/(client|unit-of-work)\\.ts$' },
    },
    {
      name: 'services-are-given-their-transactions',
      severity: 'error',
      comment:
        'A service gets { repo } or a unit of work from composition-root.ts and opens transactions ' +
        'with its .transaction(work): it names executors as types, never makes a unit of work itself.',
      from: { path: '^server/src/modules/[^/]+/[^/]+\\.service\\.ts$' },
      to: { path: '^server/src/db/(client|unit-of-work)\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'presenters-only-present',
      severity: 'error',
      comment:
        'A presenter turns rows into response shapes: it may name row types, but runs no query and ' +
        'calls no service.',
      from: { path: '^server/src/modules/[^/]+/[^/]+\\.presenter\\.ts$' },
      to: {
        path: '(\\.repository|\\.queries|\\.service)\\.ts$|^server/src/db/|^node_modules/drizzle-orm/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'features-not-app',
      severity: 'error',
      comment:
        'app/ composes features; a feature never reaches back into it (its tests may render with the app theme, as users see it).',
      from: { path: '^web/src/features/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'features-independent',
      severity: 'error',
      comment: 'What two features share moves down to entities/, components/ or lib/.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'entities-below-features',
      severity: 'error',
      from: { path: '^web/src/entities/' },
      to: { path: '^web/src/(features|app)/' },
    },
    {
      name: 'components-and-lib-at-the-bottom',
      severity: 'error',
      from: { path: '^web/src/(components|lib)/' },
      to: { path: '^web/src/(features|app|entities)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
