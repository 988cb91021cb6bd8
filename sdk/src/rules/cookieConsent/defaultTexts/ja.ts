// The built-in banner texts and cookie category texts in 日本語 (ja).
import type { LocaleDefaults } from './types.ts';

export const TEXTS: LocaleDefaults = {
  banner: {
    title: 'お客様のプライバシーを尊重します',
    message:
      '当社は、本ウェブサイトの運営、利用状況の測定、コンテンツや広告のパーソナライズのために、Cookieおよび類似の技術を使用しています。すべて許可する場合は「すべて同意する」、サイトの動作に必要なものだけを許可する場合は「すべて拒否する」、カテゴリごとに選ぶ場合は「設定」を選択してください。選択内容はいつでも変更できます。',
    accept_all: 'すべて同意する',
    reject_all: 'すべて拒否する',
    preferences: '設定',
    save: '選択内容を保存',
    do_not_sell: '私の個人情報を販売・共有しないでください',
    privacy_policy_label: 'プライバシーポリシー',
  },
  categories: {
    necessary: {
      name: '必須',
      description:
        'これらのCookieはウェブサイトの動作に必要なため、無効にすることはできません。通常、プライバシー設定の変更、ログイン、フォームへの入力など、お客様の操作に応じて設定されます。',
    },
    functional: {
      name: '機能性',
      description:
        'これらのCookieは、言語や地域などの選択内容を記憶することで、機能の強化やパーソナライズを可能にします。許可しない場合、これらの機能の一部またはすべてが正しく動作しない可能性があります。',
    },
    analytics: {
      name: '分析',
      description:
        'これらのCookieにより、訪問数やトラフィックの流入元を計測し、ウェブサイトのパフォーマンスを測定・改善することができます。どのページがよく見られ、どのページがあまり見られていないか、また訪問者がサイト内をどのように移動しているかを把握するのに役立ちます。',
    },
    marketing: {
      name: 'マーケティング',
      description:
        'これらのCookieは、当社または当社の広告パートナーによって設定され、お客様の興味・関心のプロファイルを作成し、他のウェブサイトで関連性の高い広告を表示するために使用されることがあります。また、広告キャンペーンの効果測定にも役立ちます。',
    },
    unclassified: {
      name: '未分類',
      description:
        'これらのCookieはまだカテゴリに分類されていません。提供元と協力して、その目的を確認しているところです。',
    },
  },
};
