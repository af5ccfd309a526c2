import { PRIVACY_POLICY_LINK_TEXT, PRODUCT_NAME } from '@portal/contracts/messages';

/** One section of the policy: a heading, paragraphs and, optionally, a list. */
export interface PolicySection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

/**
 * The privacy policy of `/privacidade` (issue 41; ours: the spec shows no text, ADR 074). What
 * it says must stay true of the code: what the BFF stores, the export (`GET /api/family/export`,
 * ADR 027), the erasure (ADR 027, 058) and the housekeeping job's periods (ADR 063). Its own
 * module, so the text loads only with the page.
 */
export const privacyCopy = {
  title: PRIVACY_POLICY_LINK_TEXT,
  updated: 'Última atualização: 3 de dezembro de 2026',
  intro: `O ${PRODUCT_NAME} é um app de mesada e tarefas para famílias. Esta política explica quais dados guardamos sobre os responsáveis e sobre as crianças, para quê, por quanto tempo, com quem eles são compartilhados e como você baixa uma cópia ou apaga tudo. Ela segue a Lei Geral de Proteção de Dados (Lei 13.709/2018, LGPD).`,
  sections: [
    {
      id: 'responsavel',
      title: 'Dados do responsável',
      paragraphs: ['Quando você cria a conta da família, guardamos:'],
      items: [
        'nome, e-mail e, se você informar, telefone;',
        'a senha, guardada só como código irreversível (hash), ou o vínculo com a conta Google ou Apple, se você entrar por elas;',
        'nome da família, orçamento mensal, limites, preferências de aparência, notificações e privacidade;',
        'a situação da assinatura (plano, status e datas). Os dados do cartão ficam com o processador de pagamentos e nunca passam por nós;',
        'as sessões abertas (data, endereço IP e navegador de cada uma), para manter você conectado e protegido.',
      ],
    },
    {
      id: 'criancas',
      title: 'Dados das crianças',
      paragraphs: [
        'Só o responsável legal cria a conta de uma criança, e só depois de marcar a autorização (LGPD, art. 14). Guardamos qual texto foi autorizado e quando. Pedimos o mínimo: o e-mail da criança é opcional, porque ela entra com o nome de usuário e o PIN.',
        'Sobre cada criança guardamos:',
      ],
      items: [
        'nome, idade, nome de usuário e, se você informar, e-mail;',
        'o PIN, só como código irreversível (hash), e os aparelhos em que ela já entrou, para proteger o acesso contra tentativas erradas;',
        'tarefas, conclusões, observações e as fotos enviadas como prova;',
        'o histórico de dinheiro (recompensas, mesada, pagamentos), metas, conquistas, nível e sequência de dias;',
        'a mesada automática, as férias e, se você ou ela cadastrar (a partir de 13 anos), a chave Pix.',
      ],
    },
    {
      id: 'uso',
      title: 'Para que usamos os dados',
      paragraphs: [
        'Usamos os dados só para o app funcionar para a sua família: mostrar tarefas, saldos e metas, calcular a mesada e as conquistas, enviar os e-mails de confirmação, de troca de senha e os avisos que você ligou em Notificações, e manter as contas seguras. A base legal é a execução do serviço que você contratou e, para as crianças, a autorização do responsável, sempre no melhor interesse delas.',
        'Não vendemos dados, não mostramos publicidade e não usamos os dados das crianças para criar perfis de marketing. O app não usa ferramentas de rastreamento de terceiros.',
      ],
    },
    {
      id: 'fotos',
      title: 'Fotos das tarefas',
      paragraphs: [
        'Cada foto é gravada de novo no nosso servidor, o que apaga os dados de localização e do aparelho que ela trazia. Só quem é da família vê as fotos.',
      ],
    },
    {
      id: 'compartilhamento',
      title: 'Com quem compartilhamos',
      paragraphs: ['Somente com quem é necessário para o serviço, e só o necessário:'],
      items: [
        'o processador de pagamentos (Stripe), que recebe o nome e o e-mail da conta para cobrar a assinatura;',
        'o serviço de envio de e-mails, que recebe o endereço e a mensagem de cada e-mail enviado;',
        'o serviço de notificações do navegador, se você ativar as notificações no aparelho; as mensagens vão cifradas;',
        'autoridades, quando a lei obrigar.',
      ],
    },
    {
      id: 'prazos',
      title: 'Por quanto tempo guardamos',
      paragraphs: [
        'Os dados ficam guardados enquanto a conta da família existir. Registros técnicos duram menos: contadores de tentativas de acesso, até 24 horas; notificações lidas, 30 dias; notificações não lidas, 90 dias; links enviados por e-mail valem de 30 minutos a 24 horas.',
        'Quando você exclui uma criança ou a conta, os dados saem do banco de dados na hora. As cópias de segurança guardam os dados apenas até serem substituídas na rotação seguinte, e o processador de pagamentos guarda o que a lei exige dele.',
      ],
    },
    {
      id: 'direitos',
      title: 'Seus direitos e como exercê-los',
      paragraphs: ['A LGPD (art. 18) garante acesso, correção e eliminação dos dados. No app:'],
      items: [
        'Cópia de tudo: Configurações › Privacidade › Exportar meus dados baixa um arquivo com todos os dados da família, fotos incluídas (sem senhas nem PINs).',
        'Correção: Configurações › Família e Configurações › Filhos.',
        'Apagar os dados de uma criança (e retirar a autorização): Configurações › Filhos › Excluir. Desativar a criança, em vez de excluir, mantém o histórico.',
        'Apagar tudo: Configurações › Privacidade › Excluir conta. A família, as crianças, as fotos e o histórico são apagados para sempre.',
      ],
    },
    {
      id: 'seguranca',
      title: 'Segurança',
      paragraphs: [
        'Senhas e PINs nunca são guardados como texto; tentativas erradas de PIN bloqueiam o acesso por um tempo, e você desbloqueia em Configurações › Filhos. Cada família só vê os próprios dados.',
      ],
    },
    {
      id: 'mudancas',
      title: 'Mudanças nesta política',
      paragraphs: [
        'Se esta política mudar, a data no topo muda junto. A versão desta página é a que vale.',
      ],
    },
  ] satisfies readonly PolicySection[],
  home: 'Voltar para o início',
} as const;
