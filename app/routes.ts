import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The route table: / and unknown paths redirect to /portal; /portal holds home, institucional,
 * atuacao, solucoes, trabalhe (and a page per opening), contato, colaborador and acessibilidade;
 * /dal sends the browser to an external site (DAL_URL).
 */
export default [
  index("routes/to-portal.tsx", { id: "root-redirect" }),
  route("portal", "routes/portal.tsx", [
    index("routes/portal.home.tsx"),
    route("institucional", "routes/portal.institucional.tsx"),
    route("atuacao", "routes/portal.atuacao.tsx"),
    route("solucoes", "routes/portal.solucoes.tsx"),
    route("trabalhe", "routes/portal.trabalhe.tsx"),
    // Job alerts (common/paths.ts ALERTS_PATH): the form, a confirmation link's page, the manage page.
    route("trabalhe/alertas", "routes/portal.trabalhe.alertas.tsx"),
    route("trabalhe/alertas/confirmar", "routes/portal.trabalhe.alertas.confirmar.tsx"),
    route("trabalhe/alertas/gerenciar", "routes/portal.trabalhe.alertas.gerenciar.tsx"),
    // One page per job opening (common/paths.ts vacancyPath).
    route("trabalhe/:key", "routes/portal.trabalhe.vaga.tsx"),
    route("contato", "routes/portal.contato.tsx"),
    route("colaborador", "routes/portal.colaborador.tsx"),
    // The accessibility page: shortcuts, how each aid works, and the accessibility statement.
    route("acessibilidade", "routes/portal.acessibilidade.tsx"),
  ]),
  // The editor (issue 27, app/editor/): sign-in, accounts, the audit log, and a place per content
  // type; never linked from the public site, never indexed or cached.
  route("editor", "routes/editor.tsx", [
    index("routes/editor.home.tsx"),
    route("entrar", "routes/editor.entrar.tsx"),
    route("entrar/link", "routes/editor.entrar.link.tsx"),
    route("sair", "routes/editor.sair.tsx"),
    route("conta", "routes/editor.conta.tsx"),
    route("contas", "routes/editor.contas.tsx"),
    route("auditoria", "routes/editor.auditoria.tsx"),
    route(":type", "routes/editor.tipo.tsx"),
    // A new item (app/editor/items.server.ts NEW_ITEM), an item's form, its history.
    route(":type/novo", "routes/editor.item.tsx", { id: "editor-new-item" }),
    route(":type/:key", "routes/editor.item.tsx", { id: "editor-item" }),
    route(":type/:key/historico", "routes/editor.historico.tsx"),
    route(":type/:key/agenda", "routes/editor.agenda.tsx"),
  ]),
  // The accessibility bar's form posts (works without JavaScript).
  route("preferencias", "routes/preferencias.ts"),
  route("dal", "routes/dal.tsx"),
  route("*", "routes/to-portal.tsx", { id: "unknown-redirect" }),
] satisfies RouteConfig;
