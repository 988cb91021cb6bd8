// The built-in banner texts and cookie category texts in 中文 (zh).
import type { LocaleDefaults } from './types.ts';

export const TEXTS: LocaleDefaults = {
  banner: {
    title: '我们重视您的隐私',
    message:
      '我们使用 Cookie 及类似技术来运行本网站、衡量网站的使用情况，并对内容和广告进行个性化。选择“全部接受”可允许所有 Cookie，选择“全部拒绝”则仅允许网站运行所必需的 Cookie，选择“偏好设置”可按类别进行选择。您可以随时更改您的选择。',
    accept_all: '全部接受',
    reject_all: '全部拒绝',
    preferences: '偏好设置',
    save: '保存我的选择',
    do_not_sell: '请勿出售或共享我的个人信息',
    privacy_policy_label: '隐私政策',
  },
  categories: {
    necessary: {
      name: '严格必要',
      description:
        '这些 Cookie 是网站正常运行所必需的，无法关闭。它们通常是为响应您的操作而设置的，例如设置隐私偏好、登录或填写表单。',
    },
    functional: {
      name: '功能性',
      description:
        '这些 Cookie 可提供增强的功能和个性化设置，例如记住您的语言、地区或其他选择。如果您不允许使用这些 Cookie，部分或全部相关功能可能无法正常运行。',
    },
    analytics: {
      name: '分析',
      description:
        '这些 Cookie 让我们能够统计访问次数和流量来源，从而衡量并改进网站的性能。它们帮助我们了解哪些页面最受欢迎、哪些页面最不受欢迎，以及访问者如何在网站上浏览。',
    },
    marketing: {
      name: '营销',
      description:
        '这些 Cookie 可能由我们或我们的广告合作伙伴设置，用于建立您的兴趣档案，并在其他网站上向您展示相关广告。它们还有助于衡量我们广告活动的效果。',
    },
    unclassified: {
      name: '未分类',
      description: '这些 Cookie 尚未归入任何类别。我们正在与其提供方一起审查，以确定其用途。',
    },
  },
};
