/**
 * Questions a visitor writes, in three languages, with their typos and chat spelling, and what a
 * right answer must contain: `names` (each must appear in the reply, compared without accents
 * or case) and `link` (a [link:…] of the reply must start with it). Used by the accuracy test
 * (question-set.test.ts) and by `npm run bench:chat-answers`. Written from the content, not from
 * the bot's output: a question the bot gets wrong stays here and counts against it.
 */
import type { Lang } from "../../../common/i18n/languages";

export interface SetQuestion {
  lang: Lang;
  text: string;
  names: string[];
  /** null when the site's answer has no link (the accessibility bar is on every page). */
  link: string | null;
}

const JOB = "/portal/trabalhe/";
const ATUACAO = "/portal/atuacao";
const CONTATO = "/portal/contato";
const TRABALHE = "/portal/trabalhe";
const SOLUCOES = "/portal/solucoes";

type Row = [text: string, names: string[], link: string | null];

const pt: Row[] = [
  // Openings, by skill, title or regime
  ["Vocês têm vaga para desenvolvedor Python?", ["Python"], `${JOB}desenvolvedor-python`],
  ["vcs tem vaga pra python", ["Python"], `${JOB}desenvolvedor-python`],
  ["tem vaga de pyton?", ["Python"], `${JOB}desenvolvedor-python`],
  ["vagas com kotlin", ["Mobile"], `${JOB}desenvolvedor-mobile`],
  ["tem vaga pra dev android?", ["Mobile"], `${JOB}desenvolvedor-mobile`],
  ["vaga de unity", ["Unity"], `${JOB}desenvolvedor-unity`],
  ["to procurando emprego com react", ["Web"], `${JOB}desenvolvedor-web`],
  ["vaga angular", ["Angular"], `${JOB}desenvolvedor-angular`],
  ["tem vaga para node.js?", ["Node.js"], `${JOB}desenvolvedor-nodejs`],
  ["vagas de C# .net", [".NET"], `${JOB}desenvolvedor-dotnet`],
  ["sou interprete de libras, tem vaga?", ["Intérprete de Libras"], `${JOB}interprete-libras`],
  ["vaga pra interprete", ["Intérprete"], `${JOB}interprete-libras`],
  ["vagas de hardware arduino", ["Hardware"], `${JOB}desenvolvedor-hardware`],
  ["tem vaga de analista de requisitos", ["Requisitos"], `${JOB}analista-requisitos`],
  ["vaga de testador", ["Testador"], `${JOB}testador`],
  ["vaga pra designer ux", ["UX/UI"], `${JOB}designer-ux-ui`],
  ["vagas de segurança da informação", ["Segurança"], `${JOB}analista-seguranca`],
  ["tem vaga de arquiteto de software?", ["Arquiteto"], `${JOB}arquiteto-software`],
  ["vaga de tutor ead", ["Tutor"], `${JOB}tutor`],
  ["vagas de gerente de projetos", ["Projetos"], `${JOB}gerente-projetos`],
  ["vaga com figma", ["UX/UI"], `${JOB}designer-ux-ui`],
  ["vagas de desenvolvedor", ["Desenvolvedor"], `/portal/trabalhe?area=development`],
  ["tem vaga de bolsa pra estudante de python?", ["Python", "Bolsa"], `${JOB}desenvolvedor-python-junior`],
  ["vaga de machine learning", ["Python"], `${JOB}desenvolvedor-python`],
  // Research projects, publications and areas
  ["vcs pesquisam exoesqueleto?", ["Exoesqueleto"], `${ATUACAO}?lang=pt#pesquisa3`],
  ["me fala do projeto de realidade aumentada na montagem", ["realidade aumentada"], ATUACAO],
  ["pesquisa sobre alertas vibratorios pra surdos", ["alertas"], `${ATUACAO}?lang=pt#pesquisa4`],
  ["extensao de navegador", ["Extensão de navegador"], `${ATUACAO}?lang=pt#pesquisa5`],
  ["vcs tem um tutor inteligente?", ["Tutor inteligente"], `${ATUACAO}?lang=pt#pesquisa7`],
  ["comandos de voz", ["comandos de voz"], `${ATUACAO}?lang=pt#pesquisa8`],
  ["mouse com movimento da cabeça", ["cabeça"], `${ATUACAO}?lang=pt#pesquisa9`],
  ["Vocês trabalham com inteligencia artificial?", ["Inteligência Artificial"], ATUACAO],
  ["processamento de linguagem natural", ["Linguagem Natural"], ATUACAO],
  ["onde vejo as publicações?", ["publicações"], ATUACAO],
  ["artigo sobre simplificacao de textos para surdos", ["Simplificação automática"], `${ATUACAO}?lang=pt#pesquisa5`],
  ["quais as áreas de pesquisa?", ["realidade aumentada"], ATUACAO],
  // Solutions
  ["o que é a plataforma de aprendizagem?", ["Plataforma de Aprendizagem"], SOLUCOES],
  ["sistema de gestao pra pequenos negocios", ["Pequenos Negócios"], SOLUCOES],
  ["ferramenta de criação de sinais", ["Criação de Sinais"], SOLUCOES],
  ["quais soluções vcs tem?", ["soluções"], SOLUCOES],
  // Benefits
  ["vcs tem plano de saude?", ["plano de saúde"], TRABALHE],
  ["tem vale refeição?", ["vale-refeição"], TRABALHE],
  ["quais os beneficios?", ["plano de saúde"], TRABALHE],
  ["precisa ir de roupa social? tem código de vestimenta?", ["código de vestimenta"], TRABALHE],
  // Contact
  ["qual o endereço?", ["Santos Dumont"], CONTATO],
  ["onde fica o lead", ["Santos Dumont"], CONTATO],
  ["qual o telefone de vcs", ["3033-2456"], CONTATO],
  ["qual o email pra contato", ["contato@lead.example"], CONTATO],
  ["como chego ai?", ["Santos Dumont"], CONTATO],
  // The question list
  ["o q vcs fazem?", ["centro de pesquisa"], "/portal/institucional"],
  ["como me candidato?", ["processo seletivo"], TRABALHE],
  ["quais cursos vcs oferecem", ["cursos"], "https://cursos.lead.example"],
  ["como ativo o alto contraste", ["alto contraste"], null],
  ["como aumenta a letra", ["fonte"], null],
  ["quero ser parceiro", ["parceiros"], "/portal/institucional"],
];

const en: Row[] = [
  ["Any security analyst jobs?", ["Security Analyst"], `${JOB}analista-seguranca`],
  ["do u have python developer jobs", ["Python"], `${JOB}desenvolvedor-python`],
  ["python openings?", ["Python"], `${JOB}desenvolvedor-python`],
  ["any jobs for kotlin devs", ["Mobile"], `${JOB}desenvolvedor-mobile`],
  ["android developer job", ["Mobile"], `${JOB}desenvolvedor-mobile`],
  ["unity jobs?", ["Unity"], `${JOB}desenvolvedor-unity`],
  ["r u hiring react developers", ["Web"], `${JOB}desenvolvedor-web`],
  ["angular position", ["Angular"], `${JOB}desenvolvedor-angular`],
  ["node.js jobs", ["Node.js"], `${JOB}desenvolvedor-nodejs`],
  [".net developer openings", [".NET"], `${JOB}desenvolvedor-dotnet`],
  ["sign language interpreter jobs", ["Libras Interpreter"], `${JOB}interprete-libras`],
  ["libras interpeter vacancy", ["Libras Interpreter"], `${JOB}interprete-libras`],
  ["hardware engineer jobs with arduino", ["Hardware"], `${JOB}desenvolvedor-hardware`],
  ["requirements analyst job", ["Requirements Analyst"], `${JOB}analista-requisitos`],
  ["software tester openings", ["Tester"], `${JOB}testador`],
  ["ux designer jobs", ["UX/UI"], `${JOB}designer-ux-ui`],
  ["software architect job", ["Architect"], `${JOB}arquiteto-software`],
  ["tutor job", ["Tutor"], `${JOB}tutor`],
  ["project manager openings", ["Project"], `${JOB}gerente-projetos`],
  ["jobs with figma", ["UX/UI"], `${JOB}designer-ux-ui`],
  ["developer jobs", ["Developer"], `/portal/trabalhe?area=development`],
  ["internship for python students?", ["Python", "Bolsa"], `${JOB}desenvolvedor-python-junior`],
  ["any machine learning jobs", ["Python"], `${JOB}desenvolvedor-python`],
  ["jobs with typescript", ["Developer"], JOB],
  // Research
  ["do you research exoskeletons?", ["exoskeleton"], `${ATUACAO}?lang=en#pesquisa3`],
  ["tell me about the augmented reality assembly project", ["augmented"], ATUACAO],
  ["visual alerts for deaf workers", ["alerts"], `${ATUACAO}?lang=en#pesquisa4`],
  ["browser extension", ["Browser extension"], `${ATUACAO}?lang=en#pesquisa5`],
  ["smart tutor research", ["Smart tutor"], `${ATUACAO}?lang=en#pesquisa7`],
  ["voice command navigation", ["Voice-command"], `${ATUACAO}?lang=en#pesquisa8`],
  ["head movement mouse", ["Head-movement"], `${ATUACAO}?lang=en#pesquisa9`],
  ["do you work with artificial intelligence?", ["Artificial Intelligence"], ATUACAO],
  ["natural language processing", ["Natural Language Processing"], ATUACAO],
  ["where can i read your papers", ["publications"], ATUACAO],
  ["paper on cursor control with head pose", ["Cursor control"], `${ATUACAO}?lang=en#pesquisa9`],
  ["what r ur research areas", ["augmented reality"], ATUACAO],
  // Solutions
  ["what is the accessible learning platform?", ["Learning Platform"], SOLUCOES],
  ["small business managment system", ["Small Business"], SOLUCOES],
  ["sign creation tool", ["Sign-Creation"], SOLUCOES],
  ["what products do u have", ["solutions"], SOLUCOES],
  // Benefits
  ["is there health insurance?", ["health insurance"], TRABALHE],
  ["do you give meal vouchers", ["meal"], TRABALHE],
  ["what are the benefits", ["health insurance"], TRABALHE],
  ["is there a dress code?", ["dress code"], TRABALHE],
  // Contact
  ["Where is your office?", ["Santos Dumont"], CONTATO],
  ["whats ur address", ["Santos Dumont"], CONTATO],
  ["phone number?", ["3033-2456"], CONTATO],
  ["what's your email", ["contato@lead.example"], CONTATO],
  ["how do i get to lead", ["Santos Dumont"], CONTATO],
  // The question list
  ["what do u guys do", ["research"], "/portal/institucional"],
  ["how do i aplly?", ["selection process"], TRABALHE],
  ["which courses do u offer", ["courses"], "https://cursos.lead.example"],
  ["how to turn on high contrast", ["high-contrast"], null],
  ["text is too small", ["font"], null],
  ["i want to become a partner", ["partners"], "/portal/institucional"],
];

const es: Row[] = [
  ["¿Tienen vacantes para desarrollador Python?", ["Python"], `${JOB}desenvolvedor-python`],
  ["hay trabajo de python?", ["Python"], `${JOB}desenvolvedor-python`],
  ["vacantes con kotlin", ["móvil"], `${JOB}desenvolvedor-mobile`],
  ["trabajo de desarrollador android", ["móvil"], `${JOB}desenvolvedor-mobile`],
  ["vacante unity", ["Unity"], `${JOB}desenvolvedor-unity`],
  ["buscan desarrolladores react?", ["web"], `${JOB}desenvolvedor-web`],
  ["empleo angular", ["Angular"], `${JOB}desenvolvedor-angular`],
  ["vacantes de node.js", ["Node.js"], `${JOB}desenvolvedor-nodejs`],
  ["trabajo en .net", [".NET"], `${JOB}desenvolvedor-dotnet`],
  ["soy interprete de señas, hay vacante?", ["Intérprete de Libras"], `${JOB}interprete-libras`],
  ["vacante de interprete de libras", ["Intérprete de Libras"], `${JOB}interprete-libras`],
  ["vacantes de hardware con arduino", ["hardware"], `${JOB}desenvolvedor-hardware`],
  ["vacante analista de requisitos", ["Requisitos"], `${JOB}analista-requisitos`],
  ["hay vacantes de tester?", ["pruebas"], `${JOB}testador`],
  ["vacante para diseñador ux", ["UX/UI"], `${JOB}designer-ux-ui`],
  ["trabajo de analista de seguridad", ["Seguridad"], `${JOB}analista-seguranca`],
  ["vacante arquitecto de software", ["Arquitecto"], `${JOB}arquiteto-software`],
  ["empleo de tutor", ["Tutor"], `${JOB}tutor`],
  ["vacantes de gerente de proyectos", ["Proyectos"], `${JOB}gerente-projetos`],
  ["vacantes con figma", ["UX/UI"], `${JOB}designer-ux-ui`],
  ["vacantes de desarrollador", ["Desarrollador"], `/portal/trabalhe?area=development`],
  ["hay beca para estudiantes de python?", ["Python", "Bolsa"], `${JOB}desenvolvedor-python-junior`],
  ["vacantes de machine learning", ["Python"], `${JOB}desenvolvedor-python`],
  ["trabajo con pytorch", ["Python"], `${JOB}desenvolvedor-python-senior`],
  // Research
  ["¿Investigan exoesqueletos?", ["Exoesqueleto"], `${ATUACAO}?lang=es#pesquisa3`],
  ["proyecto de realidad aumentada para montaje", ["realidad aumentada"], ATUACAO],
  ["alertas visuales para sordos", ["alertas"], `${ATUACAO}?lang=es#pesquisa4`],
  ["extension de navegador", ["Extensión de navegador"], `${ATUACAO}?lang=es#pesquisa5`],
  ["¿tienen un tutor inteligente?", ["Tutor inteligente"], `${ATUACAO}?lang=es#pesquisa7`],
  ["asistente por comandos de voz", ["comandos de voz"], `${ATUACAO}?lang=es#pesquisa8`],
  ["mouse controlado con la cabeza", ["cabeza"], `${ATUACAO}?lang=es#pesquisa9`],
  ["¿Trabajan con inteligencia artificial?", ["Inteligencia Artificial"], ATUACAO],
  ["procesamiento del lenguaje natural", ["Lenguaje Natural"], ATUACAO],
  ["¿dónde veo sus publicaciones?", ["publicaciones"], ATUACAO],
  ["articulo sobre alarmas industriales", ["alarmas industriales"], `${ATUACAO}?lang=es#pesquisa4`],
  ["cuales son sus areas de investigacion", ["realidad aumentada"], ATUACAO],
  // Solutions
  ["¿qué es la plataforma de aprendizaje?", ["Plataforma de Aprendizaje"], SOLUCOES],
  ["sistema de gestion para pequeños negocios", ["Pequeños Negocios"], SOLUCOES],
  ["herramienta de creacion de señas", ["Creación de Señas"], SOLUCOES],
  ["que soluciones ofrecen", ["soluciones"], SOLUCOES],
  // Benefits
  ["¿tienen seguro de salud?", ["seguro de salud"], TRABALHE],
  ["dan vales de comida?", ["comida"], TRABALHE],
  ["cuales son los benefisios", ["seguro de salud"], TRABALHE],
  ["hay código de vestimenta?", ["código de vestimenta"], TRABALHE],
  // Contact
  ["¿Dónde está su oficina?", ["Santos Dumont"], CONTATO],
  ["cual es la direccion", ["Santos Dumont"], CONTATO],
  ["numero de telefono", ["3033-2456"], CONTATO],
  ["cual es su correo", ["contato@lead.example"], CONTATO],
  ["como llego a lead", ["Santos Dumont"], CONTATO],
  // The question list
  ["q hacen ustedes", ["investigación"], "/portal/institucional"],
  ["como me postulo", ["proceso de selección"], TRABALHE],
  ["que cursos ofrecen", ["cursos"], "https://cursos.lead.example"],
  ["como activo el alto contraste", ["alto contraste"], null],
  ["la letra es muy pequeña", ["fuente"], null],
  ["quiero ser aliado de lead", ["aliados"], "/portal/institucional"],
];

const rows = (lang: Lang, list: Row[]): SetQuestion[] => list.map(([text, names, link]) => ({ lang, text, names, link }));

export const questionSet: SetQuestion[] = [...rows("pt", pt), ...rows("en", en), ...rows("es", es)];
