#!/usr/bin/env node

// <define:__TEQ_PLOT_ASSETS__>
var define_TEQ_PLOT_ASSETS_default = { d3: '// https://d3js.org v7.9.2 Copyright 2010-2026 Mike Bostock\n!function(t,n){"object"==typeof exports&&"undefined"!=typeof module?n(exports):"function"==typeof define&&define.amd?define(["exports"],n):n((t="undefined"!=typeof globalThis?globalThis:t||self).d3=t.d3||{})}(this,function(t){"use strict";function n(t,n){return null==t||null==n?NaN:t<n?-1:t>n?1:t>=n?0:NaN}function e(t,n){return null==t||null==n?NaN:n<t?-1:n>t?1:n>=t?0:NaN}function r(t){let r,o,a;function u(t,n,e=0,i=t.length){if(e<i){if(0!==r(n,n))return i;do{const r=e+i>>>1;o(t[r],n)<0?e=r+1:i=r}while(e<i)}return e}return 2!==t.length?(r=n,o=(e,r)=>n(t(e),r),a=(n,e)=>t(n)-e):(r=t===n||t===e?t:i,o=t,a=t),{left:u,center:function(t,n,e=0,r=t.length){const i=u(t,n,e,r-1);return i>e&&a(t[i-1],n)>-a(t[i],n)?i-1:i},right:function(t,n,e=0,i=t.length){if(e<i){if(0!==r(n,n))return i;do{const r=e+i>>>1;o(t[r],n)<=0?e=r+1:i=r}while(e<i)}return e}}}function i(){return 0}function o(t){return null===t?NaN:+t}const a=r(n),u=a.right,c=a.left,f=r(o).center;const s=h(g),l=h(function(t){const n=g(t);return(t,e,r,i,o)=>{n(t,e,(r<<=2)+0,(i<<=2)+0,o<<=2),n(t,e,r+1,i+1,o),n(t,e,r+2,i+2,o),n(t,e,r+3,i+3,o)}});function h(t){return function(n,e,r=e){if(!((e=+e)>=0))throw new RangeError("invalid rx");if(!((r=+r)>=0))throw new RangeError("invalid ry");let{data:i,width:o,height:a}=n;if(!((o=Math.floor(o))>=0))throw new RangeError("invalid width");if(!((a=Math.floor(void 0!==a?a:i.length/o))>=0))throw new RangeError("invalid height");if(!o||!a||!e&&!r)return n;const u=e&&t(e),c=r&&t(r),f=i.slice();return u&&c?(d(u,f,i,o,a),d(u,i,f,o,a),d(u,f,i,o,a),p(c,i,f,o,a),p(c,f,i,o,a),p(c,i,f,o,a)):u?(d(u,i,f,o,a),d(u,f,i,o,a),d(u,i,f,o,a)):c&&(p(c,i,f,o,a),p(c,f,i,o,a),p(c,i,f,o,a)),n}}function d(t,n,e,r,i){for(let o=0,a=r*i;o<a;)t(n,e,o,o+=r,1)}function p(t,n,e,r,i){for(let o=0,a=r*i;o<r;++o)t(n,e,o,o+a,r)}function g(t){const n=Math.floor(t);if(n===t)return function(t){const n=2*t+1;return(e,r,i,o,a)=>{if(!((o-=a)>=i))return;let u=t*r[i];const c=a*t;for(let t=i,n=i+c;t<n;t+=a)u+=r[Math.min(o,t)];for(let t=i,f=o;t<=f;t+=a)u+=r[Math.min(o,t+c)],e[t]=u/n,u-=r[Math.max(i,t-c)]}}(t);const e=t-n,r=2*t+1;return(t,i,o,a,u)=>{if(!((a-=u)>=o))return;let c=n*i[o];const f=u*n,s=f+u;for(let t=o,n=o+f;t<n;t+=u)c+=i[Math.min(a,t)];for(let n=o,l=a;n<=l;n+=u)c+=i[Math.min(a,n+f)],t[n]=(c+e*(i[Math.max(o,n-s)]+i[Math.min(a,n+s)]))/r,c-=i[Math.max(o,n-f)]}}function y(t,n){let e=0;if(void 0===n)for(let n of t)null!=n&&(n=+n)>=n&&++e;else{let r=-1;for(let i of t)null!=(i=n(i,++r,t))&&(i=+i)>=i&&++e}return e}function v(t){return 0|t.length}function _(t){return!(t>0)}function b(t){return"object"!=typeof t||"length"in t?t:Array.from(t)}function m(t,n){let e,r=0,i=0,o=0;if(void 0===n)for(let n of t)null!=n&&(n=+n)>=n&&(e=n-i,i+=e/++r,o+=e*(n-i));else{let a=-1;for(let u of t)null!=(u=n(u,++a,t))&&(u=+u)>=u&&(e=u-i,i+=e/++r,o+=e*(u-i))}if(r>1)return o/(r-1)}function x(t,n){const e=m(t,n);return e?Math.sqrt(e):e}function w(t,n){let e,r;if(void 0===n)for(const n of t)null!=n&&(void 0===e?n>=n&&(e=r=n):(e>n&&(e=n),r<n&&(r=n)));else{let i=-1;for(let o of t)null!=(o=n(o,++i,t))&&(void 0===e?o>=o&&(e=r=o):(e>o&&(e=o),r<o&&(r=o)))}return[e,r]}class M{constructor(){this._partials=new Float64Array(32),this._n=0}add(t){const n=this._partials;let e=0;for(let r=0;r<this._n&&r<32;r++){const i=n[r],o=t+i,a=Math.abs(t)<Math.abs(i)?t-(o-i):i-(o-t);a&&(n[e++]=a),t=o}return n[e]=t,this._n=e+1,this}valueOf(){const t=this._partials;let n,e,r,i=this._n,o=0;if(i>0){for(o=t[--i];i>0&&(n=o,e=t[--i],o=n+e,r=e-(o-n),!r););i>0&&(r<0&&t[i-1]<0||r>0&&t[i-1]>0)&&(e=2*r,n=o+e,e==n-o&&(o=n))}return o}}class InternMap extends Map{constructor(t,n=E){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:n}}),null!=t)for(const[n,e]of t)this.set(n,e)}get(t){return super.get(A(this,t))}has(t){return super.has(A(this,t))}set(t,n){return super.set(T(this,t),n)}delete(t){return super.delete(S(this,t))}}class InternSet extends Set{constructor(t,n=E){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:n}}),null!=t)for(const n of t)this.add(n)}has(t){return super.has(A(this,t))}add(t){return super.add(T(this,t))}delete(t){return super.delete(S(this,t))}}function A({_intern:t,_key:n},e){const r=n(e);return t.has(r)?t.get(r):e}function T({_intern:t,_key:n},e){const r=n(e);return t.has(r)?t.get(r):(t.set(r,e),e)}function S({_intern:t,_key:n},e){const r=n(e);return t.has(r)&&(e=t.get(r),t.delete(r)),e}function E(t){return null!==t&&"object"==typeof t?t.valueOf():t}function N(t){return t}function k(t,...n){return R(t,N,N,n)}function C(t,...n){return R(t,Array.from,N,n)}function P(t,n){for(let e=1,r=n.length;e<r;++e)t=t.flatMap(t=>t.pop().map(([n,e])=>[...t,n,e]));return t}function z(t,n,...e){return R(t,N,n,e)}function $(t,n,...e){return R(t,Array.from,n,e)}function D(t){if(1!==t.length)throw new Error("duplicate key");return t[0]}function R(t,n,e,r){return function t(i,o){if(o>=r.length)return e(i);const a=new InternMap,u=r[o++];let c=-1;for(const t of i){const n=u(t,++c,i),e=a.get(n);e?e.push(t):a.set(n,[t])}for(const[n,e]of a)a.set(n,t(e,o));return n(a)}(t,0)}function F(t,n){return Array.from(n,n=>t[n])}function q(t,...n){if("function"!=typeof t[Symbol.iterator])throw new TypeError("values is not iterable");t=Array.from(t);let[e]=n;if(e&&2!==e.length||n.length>1){const r=Uint32Array.from(t,(t,n)=>n);return n.length>1?(n=n.map(n=>t.map(n)),r.sort((t,e)=>{for(const r of n){const n=U(r[t],r[e]);if(n)return n}})):(e=t.map(e),r.sort((t,n)=>U(e[t],e[n]))),F(t,r)}return t.sort(I(e))}function I(t=n){if(t===n)return U;if("function"!=typeof t)throw new TypeError("compare is not a function");return(n,e)=>{const r=t(n,e);return r||0===r?r:(0===t(e,e))-(0===t(n,n))}}function U(t,n){return(null==t||!(t>=t))-(null==n||!(n>=n))||(t<n?-1:t>n?1:0)}var O=Array.prototype.slice;function B(t){return()=>t}const Y=Math.sqrt(50),L=Math.sqrt(10),j=Math.sqrt(2);function H(t,n,e){const r=(n-t)/Math.max(0,e),i=Math.floor(Math.log10(r)),o=r/Math.pow(10,i),a=o>=Y?10:o>=L?5:o>=j?2:1;let u,c,f;return i<0?(f=Math.pow(10,-i)/a,u=Math.round(t*f),c=Math.round(n*f),u/f<t&&++u,c/f>n&&--c,f=-f):(f=Math.pow(10,i)*a,u=Math.round(t/f),c=Math.round(n/f),u*f<t&&++u,c*f>n&&--c),c<u&&.5<=e&&e<2?H(t,n,2*e):[u,c,f]}function X(t,n,e){if(!((e=+e)>0))return[];if((t=+t)===(n=+n))return[t];const r=n<t,[i,o,a]=r?H(n,t,e):H(t,n,e);if(!(o>=i))return[];const u=o-i+1,c=new Array(u);if(r)if(a<0)for(let t=0;t<u;++t)c[t]=(o-t)/-a;else for(let t=0;t<u;++t)c[t]=(o-t)*a;else if(a<0)for(let t=0;t<u;++t)c[t]=(i+t)/-a;else for(let t=0;t<u;++t)c[t]=(i+t)*a;return c}function G(t,n,e){return H(t=+t,n=+n,e=+e)[2]}function V(t,n,e){e=+e;const r=(n=+n)<(t=+t),i=r?G(n,t,e):G(t,n,e);return(r?-1:1)*(i<0?1/-i:i)}function W(t,n,e){let r;for(;;){const i=G(t,n,e);if(i===r||0===i||!isFinite(i))return[t,n];if(i>0){const e=Math.ceil(t/i),r=Math.floor(n/i);t=(e-(e*i>t))*i,n=(r+(r*i<n))*i}else if(i<0){const e=-i,r=Math.ceil(t*e),o=Math.floor(n*e);t=(r-(r/e>t))/e,n=(o+(o/e<n))/e}r=i}}function Z(t){return Math.max(1,Math.ceil(Math.log(y(t))/Math.LN2)+1)}function K(){var t=N,n=w,e=Z;function r(r){Array.isArray(r)||(r=Array.from(r));var i,o,a,c=r.length,f=new Array(c);for(i=0;i<c;++i)f[i]=t(r[i],i,r);var s=n(f),l=s[0],h=s[1],d=e(f,l,h);if(!Array.isArray(d)){const t=h,e=+d;if(n===w&&([l,h]=W(l,h,e)),(d=X(l,h,e))[0]<=l&&(a=G(l,h,e)),d[d.length-1]>=h)if(t>=h&&n===w){const t=G(l,h,e);isFinite(t)&&(t>0?h=(Math.floor(h/t)+1)*t:t<0&&(h=(Math.ceil(h*-t)+1)/-t))}else d.pop()}for(var p=d.length,g=0,y=p;d[g]<=l;)++g;for(;d[y-1]>h;)--y;(g||y<p)&&(d=d.slice(g,y),p=y-g);var v,_=new Array(p+1);for(i=0;i<=p;++i)(v=_[i]=[]).x0=i>0?d[i-1]:l,v.x1=i<p?d[i]:h;if(isFinite(a)){if(a>0)for(i=0;i<c;++i)null!=(o=f[i])&&l<=o&&o<=h&&_[Math.min(p,Math.floor((o-l)/a))].push(r[i]);else if(a<0)for(i=0;i<c;++i)if(null!=(o=f[i])&&l<=o&&o<=h){const t=Math.floor((l-o)*a);_[Math.min(p,t+(d[t]<=o))].push(r[i])}}else for(i=0;i<c;++i)null!=(o=f[i])&&l<=o&&o<=h&&_[u(d,o,0,p)].push(r[i]);return _}return r.value=function(n){return arguments.length?(t="function"==typeof n?n:B(n),r):t},r.domain=function(t){return arguments.length?(n="function"==typeof t?t:B([t[0],t[1]]),r):n},r.thresholds=function(t){return arguments.length?(e="function"==typeof t?t:B(Array.isArray(t)?O.call(t):t),r):e},r}function Q(t,n){let e;if(void 0===n)for(const n of t)null!=n&&(e<n||void 0===e&&n>=n)&&(e=n);else{let r=-1;for(let i of t)null!=(i=n(i,++r,t))&&(e<i||void 0===e&&i>=i)&&(e=i)}return e}function J(t,n){let e,r=-1,i=-1;if(void 0===n)for(const n of t)++i,null!=n&&(e<n||void 0===e&&n>=n)&&(e=n,r=i);else for(let o of t)null!=(o=n(o,++i,t))&&(e<o||void 0===e&&o>=o)&&(e=o,r=i);return r}function tt(t,n){let e;if(void 0===n)for(const n of t)null!=n&&(e>n||void 0===e&&n>=n)&&(e=n);else{let r=-1;for(let i of t)null!=(i=n(i,++r,t))&&(e>i||void 0===e&&i>=i)&&(e=i)}return e}function nt(t,n){let e,r=-1,i=-1;if(void 0===n)for(const n of t)++i,null!=n&&(e>n||void 0===e&&n>=n)&&(e=n,r=i);else for(let o of t)null!=(o=n(o,++i,t))&&(e>o||void 0===e&&o>=o)&&(e=o,r=i);return r}function et(t,n,e=0,r=1/0,i){if(n=Math.floor(n),e=Math.floor(Math.max(0,e)),r=Math.floor(Math.min(t.length-1,r)),!(e<=n&&n<=r))return t;for(i=void 0===i?U:I(i);r>e;){if(r-e>600){const o=r-e+1,a=n-e+1,u=Math.log(o),c=.5*Math.exp(2*u/3),f=.5*Math.sqrt(u*c*(o-c)/o)*(a-o/2<0?-1:1);et(t,n,Math.max(e,Math.floor(n-a*c/o+f)),Math.min(r,Math.floor(n+(o-a)*c/o+f)),i)}const o=t[n];let a=e,u=r;for(rt(t,e,n),i(t[r],o)>0&&rt(t,e,r);a<u;){for(rt(t,a,u),++a,--u;i(t[a],o)<0;)++a;for(;i(t[u],o)>0;)--u}0===i(t[e],o)?rt(t,e,u):(++u,rt(t,u,r)),u<=n&&(e=u+1),n<=u&&(r=u-1)}return t}function rt(t,n,e){const r=t[n];t[n]=t[e],t[e]=r}function it(t,e=n){let r,i=!1;if(1===e.length){let o;for(const a of t){const t=e(a);(i?n(t,o)>0:0===n(t,t))&&(r=a,o=t,i=!0)}}else for(const n of t)(i?e(n,r)>0:0===e(n,n))&&(r=n,i=!0);return r}function ot(t,n,e){if(t=Float64Array.from(function*(t,n){if(void 0===n)for(let n of t)null!=n&&(n=+n)>=n&&(yield n);else{let e=-1;for(let r of t)null!=(r=n(r,++e,t))&&(r=+r)>=r&&(yield r)}}(t,e)),(r=t.length)&&!isNaN(n=+n)){if(n<=0||r<2)return tt(t);if(n>=1)return Q(t);var r,i=(r-1)*n,o=Math.floor(i),a=Q(et(t,o).subarray(0,o+1));return a+(tt(t.subarray(o+1))-a)*(i-o)}}function at(t,n,e=o){if((r=t.length)&&!isNaN(n=+n)){if(n<=0||r<2)return+e(t[0],0,t);if(n>=1)return+e(t[r-1],r-1,t);var r,i=(r-1)*n,a=Math.floor(i),u=+e(t[a],a,t);return u+(+e(t[a+1],a+1,t)-u)*(i-a)}}function ut(t,n,e=o){if(!isNaN(n=+n)){if(r=Float64Array.from(t,(n,r)=>o(e(t[r],r,t))),n<=0)return nt(r);if(n>=1)return J(r);var r,i=Uint32Array.from(t,(t,n)=>n),a=r.length-1,u=Math.floor(a*n);return et(i,u,0,a,(t,n)=>U(r[t],r[n])),(u=it(i.subarray(0,u+1),t=>r[t]))>=0?u:-1}}function ct(t){return Array.from(function*(t){for(const n of t)yield*n}(t))}function ft(t,n){return[t,n]}function st(t,n,e){t=+t,n=+n,e=(i=arguments.length)<2?(n=t,t=0,1):i<3?1:+e;for(var r=-1,i=0|Math.max(0,Math.ceil((n-t)/e)),o=new Array(i);++r<i;)o[r]=t+r*e;return o}function lt(t,e=n){if(1===e.length)return nt(t,e);let r,i=-1,o=-1;for(const n of t)++o,(i<0?0===e(n,n):e(n,r)<0)&&(r=n,i=o);return i}var ht=dt(Math.random);function dt(t){return function(n,e=0,r=n.length){let i=r-(e=+e);for(;i;){const r=t()*i--|0,o=n[i+e];n[i+e]=n[r+e],n[r+e]=o}return n}}function pt(t){if(!(i=t.length))return[];for(var n=-1,e=tt(t,gt),r=new Array(e);++n<e;)for(var i,o=-1,a=r[n]=new Array(i);++o<i;)a[o]=t[o][n];return r}function gt(t){return t.length}function yt(t){return t instanceof InternSet?t:new InternSet(t)}function vt(t,n){const e=t[Symbol.iterator](),r=new Set;for(const t of n){const n=_t(t);if(r.has(n))continue;let i,o;for(;({value:i,done:o}=e.next());){if(o)return!1;const t=_t(i);if(r.add(t),Object.is(n,t))break}}return!0}function _t(t){return null!==t&&"object"==typeof t?t.valueOf():t}function bt(t){return t}var mt=1e-6;function xt(t){return"translate("+t+",0)"}function wt(t){return"translate(0,"+t+")"}function Mt(t){return n=>+t(n)}function At(t,n){return n=Math.max(0,t.bandwidth()-2*n)/2,t.round()&&(n=Math.round(n)),e=>+t(e)+n}function Tt(){return!this.__axis}function St(t,n){var e=[],r=null,i=null,o=6,a=6,u=3,c="undefined"!=typeof window&&window.devicePixelRatio>1?0:.5,f=1===t||4===t?-1:1,s=4===t||2===t?"x":"y",l=1===t||3===t?xt:wt;function h(h){var d=null==r?n.ticks?n.ticks.apply(n,e):n.domain():r,p=null==i?n.tickFormat?n.tickFormat.apply(n,e):bt:i,g=Math.max(o,0)+u,y=n.range(),v=+y[0]+c,_=+y[y.length-1]+c,b=(n.bandwidth?At:Mt)(n.copy(),c),m=h.selection?h.selection():h,x=m.selectAll(".domain").data([null]),w=m.selectAll(".tick").data(d,n).order(),M=w.exit(),A=w.enter().append("g").attr("class","tick"),T=w.select("line"),S=w.select("text");x=x.merge(x.enter().insert("path",".tick").attr("class","domain").attr("stroke","currentColor")),w=w.merge(A),T=T.merge(A.append("line").attr("stroke","currentColor").attr(s+"2",f*o)),S=S.merge(A.append("text").attr("fill","currentColor").attr(s,f*g).attr("dy",1===t?"0em":3===t?"0.71em":"0.32em")),h!==m&&(x=x.transition(h),w=w.transition(h),T=T.transition(h),S=S.transition(h),M=M.transition(h).attr("opacity",mt).attr("transform",function(t){return isFinite(t=b(t))?l(t+c):this.getAttribute("transform")}),A.attr("opacity",mt).attr("transform",function(t){var n=this.parentNode.__axis;return l((n&&isFinite(n=n(t))?n:b(t))+c)})),M.remove(),x.attr("d",4===t||2===t?a?"M"+f*a+","+v+"H"+c+"V"+_+"H"+f*a:"M"+c+","+v+"V"+_:a?"M"+v+","+f*a+"V"+c+"H"+_+"V"+f*a:"M"+v+","+c+"H"+_),w.attr("opacity",1).attr("transform",function(t){return l(b(t)+c)}),T.attr(s+"2",f*o),S.attr(s,f*g).text(p),m.filter(Tt).attr("fill","none").attr("font-size",10).attr("font-family","sans-serif").attr("text-anchor",2===t?"start":4===t?"end":"middle"),m.each(function(){this.__axis=b})}return h.scale=function(t){return arguments.length?(n=t,h):n},h.ticks=function(){return e=Array.from(arguments),h},h.tickArguments=function(t){return arguments.length?(e=null==t?[]:Array.from(t),h):e.slice()},h.tickValues=function(t){return arguments.length?(r=null==t?null:Array.from(t),h):r&&r.slice()},h.tickFormat=function(t){return arguments.length?(i=t,h):i},h.tickSize=function(t){return arguments.length?(o=a=+t,h):o},h.tickSizeInner=function(t){return arguments.length?(o=+t,h):o},h.tickSizeOuter=function(t){return arguments.length?(a=+t,h):a},h.tickPadding=function(t){return arguments.length?(u=+t,h):u},h.offset=function(t){return arguments.length?(c=+t,h):c},h}var Et={value:()=>{}};function Nt(){for(var t,n=0,e=arguments.length,r={};n<e;++n){if(!(t=arguments[n]+"")||t in r||/[\\s.]/.test(t))throw new Error("illegal type: "+t);r[t]=[]}return new kt(r)}function kt(t){this._=t}function Ct(t,n){for(var e,r=0,i=t.length;r<i;++r)if((e=t[r]).name===n)return e.value}function Pt(t,n,e){for(var r=0,i=t.length;r<i;++r)if(t[r].name===n){t[r]=Et,t=t.slice(0,r).concat(t.slice(r+1));break}return null!=e&&t.push({name:n,value:e}),t}kt.prototype=Nt.prototype={constructor:kt,on:function(t,n){var e,r,i=this._,o=(r=i,(t+"").trim().split(/^|\\s+/).map(function(t){var n="",e=t.indexOf(".");if(e>=0&&(n=t.slice(e+1),t=t.slice(0,e)),t&&!r.hasOwnProperty(t))throw new Error("unknown type: "+t);return{type:t,name:n}})),a=-1,u=o.length;if(!(arguments.length<2)){if(null!=n&&"function"!=typeof n)throw new Error("invalid callback: "+n);for(;++a<u;)if(e=(t=o[a]).type)i[e]=Pt(i[e],t.name,n);else if(null==n)for(e in i)i[e]=Pt(i[e],t.name,null);return this}for(;++a<u;)if((e=(t=o[a]).type)&&(e=Ct(i[e],t.name)))return e},copy:function(){var t={},n=this._;for(var e in n)t[e]=n[e].slice();return new kt(t)},call:function(t,n){if((e=arguments.length-2)>0)for(var e,r,i=new Array(e),o=0;o<e;++o)i[o]=arguments[o+2];if(!this._.hasOwnProperty(t))throw new Error("unknown type: "+t);for(o=0,e=(r=this._[t]).length;o<e;++o)r[o].value.apply(n,i)},apply:function(t,n,e){if(!this._.hasOwnProperty(t))throw new Error("unknown type: "+t);for(var r=this._[t],i=0,o=r.length;i<o;++i)r[i].value.apply(n,e)}};var zt="http://www.w3.org/1999/xhtml",$t={svg:"http://www.w3.org/2000/svg",xhtml:zt,xlink:"http://www.w3.org/1999/xlink",xml:"http://www.w3.org/XML/1998/namespace",xmlns:"http://www.w3.org/2000/xmlns/"};function Dt(t){var n=t+="",e=n.indexOf(":");return e>=0&&"xmlns"!==(n=t.slice(0,e))&&(t=t.slice(e+1)),$t.hasOwnProperty(n)?{space:$t[n],local:t}:t}function Rt(t){return function(){var n=this.ownerDocument,e=this.namespaceURI;return e===zt&&n.documentElement.namespaceURI===zt?n.createElement(t):n.createElementNS(e,t)}}function Ft(t){return function(){return this.ownerDocument.createElementNS(t.space,t.local)}}function qt(t){var n=Dt(t);return(n.local?Ft:Rt)(n)}function It(){}function Ut(t){return null==t?It:function(){return this.querySelector(t)}}function Ot(t){return null==t?[]:Array.isArray(t)?t:Array.from(t)}function Bt(){return[]}function Yt(t){return null==t?Bt:function(){return this.querySelectorAll(t)}}function Lt(t){return function(){return this.matches(t)}}function jt(t){return function(n){return n.matches(t)}}var Ht=Array.prototype.find;function Xt(){return this.firstElementChild}var Gt=Array.prototype.filter;function Vt(){return Array.from(this.children)}function Wt(t){return new Array(t.length)}function Zt(t,n){this.ownerDocument=t.ownerDocument,this.namespaceURI=t.namespaceURI,this._next=null,this._parent=t,this.__data__=n}function Kt(t,n,e,r,i,o){for(var a,u=0,c=n.length,f=o.length;u<f;++u)(a=n[u])?(a.__data__=o[u],r[u]=a):e[u]=new Zt(t,o[u]);for(;u<c;++u)(a=n[u])&&(i[u]=a)}function Qt(t,n,e,r,i,o,a){var u,c,f,s=new Map,l=n.length,h=o.length,d=new Array(l);for(u=0;u<l;++u)(c=n[u])&&(d[u]=f=a.call(c,c.__data__,u,n)+"",s.has(f)?i[u]=c:s.set(f,c));for(u=0;u<h;++u)f=a.call(t,o[u],u,o)+"",(c=s.get(f))?(r[u]=c,c.__data__=o[u],s.delete(f)):e[u]=new Zt(t,o[u]);for(u=0;u<l;++u)(c=n[u])&&s.get(d[u])===c&&(i[u]=c)}function Jt(t){return t.__data__}function tn(t){return"object"==typeof t&&"length"in t?t:Array.from(t)}function nn(t,n){return t<n?-1:t>n?1:t>=n?0:NaN}function en(t){return function(){this.removeAttribute(t)}}function rn(t){return function(){this.removeAttributeNS(t.space,t.local)}}function on(t,n){return function(){this.setAttribute(t,n)}}function an(t,n){return function(){this.setAttributeNS(t.space,t.local,n)}}function un(t,n){return function(){var e=n.apply(this,arguments);null==e?this.removeAttribute(t):this.setAttribute(t,e)}}function cn(t,n){return function(){var e=n.apply(this,arguments);null==e?this.removeAttributeNS(t.space,t.local):this.setAttributeNS(t.space,t.local,e)}}function fn(t){return t.ownerDocument&&t.ownerDocument.defaultView||t.document&&t||t.defaultView}function sn(t){return function(){this.style.removeProperty(t)}}function ln(t,n,e){return function(){this.style.setProperty(t,n,e)}}function hn(t,n,e){return function(){var r=n.apply(this,arguments);null==r?this.style.removeProperty(t):this.style.setProperty(t,r,e)}}function dn(t,n){return t.style.getPropertyValue(n)||fn(t).getComputedStyle(t,null).getPropertyValue(n)}function pn(t){return function(){delete this[t]}}function gn(t,n){return function(){this[t]=n}}function yn(t,n){return function(){var e=n.apply(this,arguments);null==e?delete this[t]:this[t]=e}}function vn(t){return t.trim().split(/^|\\s+/)}function _n(t){return t.classList||new bn(t)}function bn(t){this._node=t,this._names=vn(t.getAttribute("class")||"")}function mn(t,n){for(var e=_n(t),r=-1,i=n.length;++r<i;)e.add(n[r])}function xn(t,n){for(var e=_n(t),r=-1,i=n.length;++r<i;)e.remove(n[r])}function wn(t){return function(){mn(this,t)}}function Mn(t){return function(){xn(this,t)}}function An(t,n){return function(){(n.apply(this,arguments)?mn:xn)(this,t)}}function Tn(){this.textContent=""}function Sn(t){return function(){this.textContent=t}}function En(t){return function(){var n=t.apply(this,arguments);this.textContent=null==n?"":n}}function Nn(){this.innerHTML=""}function kn(t){return function(){this.innerHTML=t}}function Cn(t){return function(){var n=t.apply(this,arguments);this.innerHTML=null==n?"":n}}function Pn(){this.nextSibling&&this.parentNode.appendChild(this)}function zn(){this.previousSibling&&this.parentNode.insertBefore(this,this.parentNode.firstChild)}function $n(){return null}function Dn(){var t=this.parentNode;t&&t.removeChild(this)}function Rn(){var t=this.cloneNode(!1),n=this.parentNode;return n?n.insertBefore(t,this.nextSibling):t}function Fn(){var t=this.cloneNode(!0),n=this.parentNode;return n?n.insertBefore(t,this.nextSibling):t}function qn(t){return function(){var n=this.__on;if(n){for(var e,r=0,i=-1,o=n.length;r<o;++r)e=n[r],t.type&&e.type!==t.type||e.name!==t.name?n[++i]=e:this.removeEventListener(e.type,e.listener,e.options);++i?n.length=i:delete this.__on}}}function In(t,n,e){return function(){var r,i=this.__on,o=function(t){return function(n){t.call(this,n,this.__data__)}}(n);if(i)for(var a=0,u=i.length;a<u;++a)if((r=i[a]).type===t.type&&r.name===t.name)return this.removeEventListener(r.type,r.listener,r.options),this.addEventListener(r.type,r.listener=o,r.options=e),void(r.value=n);this.addEventListener(t.type,o,e),r={type:t.type,name:t.name,value:n,listener:o,options:e},i?i.push(r):this.__on=[r]}}function Un(t,n,e){var r=fn(t),i=r.CustomEvent;"function"==typeof i?i=new i(n,e):(i=r.document.createEvent("Event"),e?(i.initEvent(n,e.bubbles,e.cancelable),i.detail=e.detail):i.initEvent(n,!1,!1)),t.dispatchEvent(i)}function On(t,n){return function(){return Un(this,t,n)}}function Bn(t,n){return function(){return Un(this,t,n.apply(this,arguments))}}Zt.prototype={constructor:Zt,appendChild:function(t){return this._parent.insertBefore(t,this._next)},insertBefore:function(t,n){return this._parent.insertBefore(t,n)},querySelector:function(t){return this._parent.querySelector(t)},querySelectorAll:function(t){return this._parent.querySelectorAll(t)}},bn.prototype={add:function(t){this._names.indexOf(t)<0&&(this._names.push(t),this._node.setAttribute("class",this._names.join(" ")))},remove:function(t){var n=this._names.indexOf(t);n>=0&&(this._names.splice(n,1),this._node.setAttribute("class",this._names.join(" ")))},contains:function(t){return this._names.indexOf(t)>=0}};var Yn=[null];function Ln(t,n){this._groups=t,this._parents=n}function jn(){return new Ln([[document.documentElement]],Yn)}function Hn(t){return"string"==typeof t?new Ln([[document.querySelector(t)]],[document.documentElement]):new Ln([[t]],Yn)}Ln.prototype=jn.prototype={constructor:Ln,select:function(t){"function"!=typeof t&&(t=Ut(t));for(var n=this._groups,e=n.length,r=new Array(e),i=0;i<e;++i)for(var o,a,u=n[i],c=u.length,f=r[i]=new Array(c),s=0;s<c;++s)(o=u[s])&&(a=t.call(o,o.__data__,s,u))&&("__data__"in o&&(a.__data__=o.__data__),f[s]=a);return new Ln(r,this._parents)},selectAll:function(t){t="function"==typeof t?function(t){return function(){return Ot(t.apply(this,arguments))}}(t):Yt(t);for(var n=this._groups,e=n.length,r=[],i=[],o=0;o<e;++o)for(var a,u=n[o],c=u.length,f=0;f<c;++f)(a=u[f])&&(r.push(t.call(a,a.__data__,f,u)),i.push(a));return new Ln(r,i)},selectChild:function(t){return this.select(null==t?Xt:function(t){return function(){return Ht.call(this.children,t)}}("function"==typeof t?t:jt(t)))},selectChildren:function(t){return this.selectAll(null==t?Vt:function(t){return function(){return Gt.call(this.children,t)}}("function"==typeof t?t:jt(t)))},filter:function(t){"function"!=typeof t&&(t=Lt(t));for(var n=this._groups,e=n.length,r=new Array(e),i=0;i<e;++i)for(var o,a=n[i],u=a.length,c=r[i]=[],f=0;f<u;++f)(o=a[f])&&t.call(o,o.__data__,f,a)&&c.push(o);return new Ln(r,this._parents)},data:function(t,n){if(!arguments.length)return Array.from(this,Jt);var e=n?Qt:Kt,r=this._parents,i=this._groups;"function"!=typeof t&&(t=function(t){return function(){return t}}(t));for(var o=i.length,a=new Array(o),u=new Array(o),c=new Array(o),f=0;f<o;++f){var s=r[f],l=i[f],h=l.length,d=tn(t.call(s,s&&s.__data__,f,r)),p=d.length,g=u[f]=new Array(p),y=a[f]=new Array(p);e(s,l,g,y,c[f]=new Array(h),d,n);for(var v,_,b=0,m=0;b<p;++b)if(v=g[b]){for(b>=m&&(m=b+1);!(_=y[m])&&++m<p;);v._next=_||null}}return(a=new Ln(a,r))._enter=u,a._exit=c,a},enter:function(){return new Ln(this._enter||this._groups.map(Wt),this._parents)},exit:function(){return new Ln(this._exit||this._groups.map(Wt),this._parents)},join:function(t,n,e){var r=this.enter(),i=this,o=this.exit();return"function"==typeof t?(r=t(r))&&(r=r.selection()):r=r.append(t+""),null!=n&&(i=n(i))&&(i=i.selection()),null==e?o.remove():e(o),r&&i?r.merge(i).order():i},merge:function(t){for(var n=t.selection?t.selection():t,e=this._groups,r=n._groups,i=e.length,o=r.length,a=Math.min(i,o),u=new Array(i),c=0;c<a;++c)for(var f,s=e[c],l=r[c],h=s.length,d=u[c]=new Array(h),p=0;p<h;++p)(f=s[p]||l[p])&&(d[p]=f);for(;c<i;++c)u[c]=e[c];return new Ln(u,this._parents)},selection:function(){return this},order:function(){for(var t=this._groups,n=-1,e=t.length;++n<e;)for(var r,i=t[n],o=i.length-1,a=i[o];--o>=0;)(r=i[o])&&(a&&4^r.compareDocumentPosition(a)&&a.parentNode.insertBefore(r,a),a=r);return this},sort:function(t){function n(n,e){return n&&e?t(n.__data__,e.__data__):!n-!e}t||(t=nn);for(var e=this._groups,r=e.length,i=new Array(r),o=0;o<r;++o){for(var a,u=e[o],c=u.length,f=i[o]=new Array(c),s=0;s<c;++s)(a=u[s])&&(f[s]=a);f.sort(n)}return new Ln(i,this._parents).order()},call:function(){var t=arguments[0];return arguments[0]=this,t.apply(null,arguments),this},nodes:function(){return Array.from(this)},node:function(){for(var t=this._groups,n=0,e=t.length;n<e;++n)for(var r=t[n],i=0,o=r.length;i<o;++i){var a=r[i];if(a)return a}return null},size:function(){let t=0;for(const n of this)++t;return t},empty:function(){return!this.node()},each:function(t){for(var n=this._groups,e=0,r=n.length;e<r;++e)for(var i,o=n[e],a=0,u=o.length;a<u;++a)(i=o[a])&&t.call(i,i.__data__,a,o);return this},attr:function(t,n){var e=Dt(t);if(arguments.length<2){var r=this.node();return e.local?r.getAttributeNS(e.space,e.local):r.getAttribute(e)}return this.each((null==n?e.local?rn:en:"function"==typeof n?e.local?cn:un:e.local?an:on)(e,n))},style:function(t,n,e){return arguments.length>1?this.each((null==n?sn:"function"==typeof n?hn:ln)(t,n,null==e?"":e)):dn(this.node(),t)},property:function(t,n){return arguments.length>1?this.each((null==n?pn:"function"==typeof n?yn:gn)(t,n)):this.node()[t]},classed:function(t,n){var e=vn(t+"");if(arguments.length<2){for(var r=_n(this.node()),i=-1,o=e.length;++i<o;)if(!r.contains(e[i]))return!1;return!0}return this.each(("function"==typeof n?An:n?wn:Mn)(e,n))},text:function(t){return arguments.length?this.each(null==t?Tn:("function"==typeof t?En:Sn)(t)):this.node().textContent},html:function(t){return arguments.length?this.each(null==t?Nn:("function"==typeof t?Cn:kn)(t)):this.node().innerHTML},raise:function(){return this.each(Pn)},lower:function(){return this.each(zn)},append:function(t){var n="function"==typeof t?t:qt(t);return this.select(function(){return this.appendChild(n.apply(this,arguments))})},insert:function(t,n){var e="function"==typeof t?t:qt(t),r=null==n?$n:"function"==typeof n?n:Ut(n);return this.select(function(){return this.insertBefore(e.apply(this,arguments),r.apply(this,arguments)||null)})},remove:function(){return this.each(Dn)},clone:function(t){return this.select(t?Fn:Rn)},datum:function(t){return arguments.length?this.property("__data__",t):this.node().__data__},on:function(t,n,e){var r,i,o=function(t){return t.trim().split(/^|\\s+/).map(function(t){var n="",e=t.indexOf(".");return e>=0&&(n=t.slice(e+1),t=t.slice(0,e)),{type:t,name:n}})}(t+""),a=o.length;if(!(arguments.length<2)){for(u=n?In:qn,r=0;r<a;++r)this.each(u(o[r],n,e));return this}var u=this.node().__on;if(u)for(var c,f=0,s=u.length;f<s;++f)for(r=0,c=u[f];r<a;++r)if((i=o[r]).type===c.type&&i.name===c.name)return c.value},dispatch:function(t,n){return this.each(("function"==typeof n?Bn:On)(t,n))},[Symbol.iterator]:function*(){for(var t=this._groups,n=0,e=t.length;n<e;++n)for(var r,i=t[n],o=0,a=i.length;o<a;++o)(r=i[o])&&(yield r)}};var Xn=0;function Gn(){return new Vn}function Vn(){this._="@"+(++Xn).toString(36)}function Wn(t){let n;for(;n=t.sourceEvent;)t=n;return t}function Zn(t,n){if(t=Wn(t),void 0===n&&(n=t.currentTarget),n){var e=n.ownerSVGElement||n;if(e.createSVGPoint){var r=e.createSVGPoint();return r.x=t.clientX,r.y=t.clientY,[(r=r.matrixTransform(n.getScreenCTM().inverse())).x,r.y]}if(n.getBoundingClientRect){var i=n.getBoundingClientRect();return[t.clientX-i.left-n.clientLeft,t.clientY-i.top-n.clientTop]}}return[t.pageX,t.pageY]}Vn.prototype=Gn.prototype={constructor:Vn,get:function(t){for(var n=this._;!(n in t);)if(!(t=t.parentNode))return;return t[n]},set:function(t,n){return t[this._]=n},remove:function(t){return this._ in t&&delete t[this._]},toString:function(){return this._}};const Kn={passive:!1},Qn={capture:!0,passive:!1};function Jn(t){t.stopImmediatePropagation()}function te(t){t.preventDefault(),t.stopImmediatePropagation()}function ne(t){var n=t.document.documentElement,e=Hn(t).on("dragstart.drag",te,Qn);"onselectstart"in n?e.on("selectstart.drag",te,Qn):(n.__noselect=n.style.MozUserSelect,n.style.MozUserSelect="none")}function ee(t,n){var e=t.document.documentElement,r=Hn(t).on("dragstart.drag",null);n&&(r.on("click.drag",te,Qn),setTimeout(function(){r.on("click.drag",null)},0)),"onselectstart"in e?r.on("selectstart.drag",null):(e.style.MozUserSelect=e.__noselect,delete e.__noselect)}var re=t=>()=>t;function ie(t,{sourceEvent:n,subject:e,target:r,identifier:i,active:o,x:a,y:u,dx:c,dy:f,dispatch:s}){Object.defineProperties(this,{type:{value:t,enumerable:!0,configurable:!0},sourceEvent:{value:n,enumerable:!0,configurable:!0},subject:{value:e,enumerable:!0,configurable:!0},target:{value:r,enumerable:!0,configurable:!0},identifier:{value:i,enumerable:!0,configurable:!0},active:{value:o,enumerable:!0,configurable:!0},x:{value:a,enumerable:!0,configurable:!0},y:{value:u,enumerable:!0,configurable:!0},dx:{value:c,enumerable:!0,configurable:!0},dy:{value:f,enumerable:!0,configurable:!0},_:{value:s}})}function oe(t){return!t.ctrlKey&&!t.button}function ae(){return this.parentNode}function ue(t,n){return null==n?{x:t.x,y:t.y}:n}function ce(){return navigator.maxTouchPoints||"ontouchstart"in this}function fe(t,n,e){t.prototype=n.prototype=e,e.constructor=t}function se(t,n){var e=Object.create(t.prototype);for(var r in n)e[r]=n[r];return e}function le(){}ie.prototype.on=function(){var t=this._.on.apply(this._,arguments);return t===this._?this:t};var he=.7,de=1/he,pe="\\\\s*([+-]?\\\\d+)\\\\s*",ge="\\\\s*([+-]?(?:\\\\d*\\\\.)?\\\\d+(?:[eE][+-]?\\\\d+)?)\\\\s*",ye="\\\\s*([+-]?(?:\\\\d*\\\\.)?\\\\d+(?:[eE][+-]?\\\\d+)?)%\\\\s*",ve=/^#([0-9a-f]{3,8})$/,_e=new RegExp(`^rgb\\\\(${pe},${pe},${pe}\\\\)$`),be=new RegExp(`^rgb\\\\(${ye},${ye},${ye}\\\\)$`),me=new RegExp(`^rgba\\\\(${pe},${pe},${pe},${ge}\\\\)$`),xe=new RegExp(`^rgba\\\\(${ye},${ye},${ye},${ge}\\\\)$`),we=new RegExp(`^hsl\\\\(${ge},${ye},${ye}\\\\)$`),Me=new RegExp(`^hsla\\\\(${ge},${ye},${ye},${ge}\\\\)$`),Ae={aliceblue:15792383,antiquewhite:16444375,aqua:65535,aquamarine:8388564,azure:15794175,beige:16119260,bisque:16770244,black:0,blanchedalmond:16772045,blue:255,blueviolet:9055202,brown:10824234,burlywood:14596231,cadetblue:6266528,chartreuse:8388352,chocolate:13789470,coral:16744272,cornflowerblue:6591981,cornsilk:16775388,crimson:14423100,cyan:65535,darkblue:139,darkcyan:35723,darkgoldenrod:12092939,darkgray:11119017,darkgreen:25600,darkgrey:11119017,darkkhaki:12433259,darkmagenta:9109643,darkolivegreen:5597999,darkorange:16747520,darkorchid:10040012,darkred:9109504,darksalmon:15308410,darkseagreen:9419919,darkslateblue:4734347,darkslategray:3100495,darkslategrey:3100495,darkturquoise:52945,darkviolet:9699539,deeppink:16716947,deepskyblue:49151,dimgray:6908265,dimgrey:6908265,dodgerblue:2003199,firebrick:11674146,floralwhite:16775920,forestgreen:2263842,fuchsia:16711935,gainsboro:14474460,ghostwhite:16316671,gold:16766720,goldenrod:14329120,gray:8421504,green:32768,greenyellow:11403055,grey:8421504,honeydew:15794160,hotpink:16738740,indianred:13458524,indigo:4915330,ivory:16777200,khaki:15787660,lavender:15132410,lavenderblush:16773365,lawngreen:8190976,lemonchiffon:16775885,lightblue:11393254,lightcoral:15761536,lightcyan:14745599,lightgoldenrodyellow:16448210,lightgray:13882323,lightgreen:9498256,lightgrey:13882323,lightpink:16758465,lightsalmon:16752762,lightseagreen:2142890,lightskyblue:8900346,lightslategray:7833753,lightslategrey:7833753,lightsteelblue:11584734,lightyellow:16777184,lime:65280,limegreen:3329330,linen:16445670,magenta:16711935,maroon:8388608,mediumaquamarine:6737322,mediumblue:205,mediumorchid:12211667,mediumpurple:9662683,mediumseagreen:3978097,mediumslateblue:8087790,mediumspringgreen:64154,mediumturquoise:4772300,mediumvioletred:13047173,midnightblue:1644912,mintcream:16121850,mistyrose:16770273,moccasin:16770229,navajowhite:16768685,navy:128,oldlace:16643558,olive:8421376,olivedrab:7048739,orange:16753920,orangered:16729344,orchid:14315734,palegoldenrod:15657130,palegreen:10025880,paleturquoise:11529966,palevioletred:14381203,papayawhip:16773077,peachpuff:16767673,peru:13468991,pink:16761035,plum:14524637,powderblue:11591910,purple:8388736,rebeccapurple:6697881,red:16711680,rosybrown:12357519,royalblue:4286945,saddlebrown:9127187,salmon:16416882,sandybrown:16032864,seagreen:3050327,seashell:16774638,sienna:10506797,silver:12632256,skyblue:8900331,slateblue:6970061,slategray:7372944,slategrey:7372944,snow:16775930,springgreen:65407,steelblue:4620980,tan:13808780,teal:32896,thistle:14204888,tomato:16737095,turquoise:4251856,violet:15631086,wheat:16113331,white:16777215,whitesmoke:16119285,yellow:16776960,yellowgreen:10145074};function Te(){return this.rgb().formatHex()}function Se(){return this.rgb().formatRgb()}function Ee(t){var n,e;return t=(t+"").trim().toLowerCase(),(n=ve.exec(t))?(e=n[1].length,n=parseInt(n[1],16),6===e?Ne(n):3===e?new ze(n>>8&15|n>>4&240,n>>4&15|240&n,(15&n)<<4|15&n,1):8===e?ke(n>>24&255,n>>16&255,n>>8&255,(255&n)/255):4===e?ke(n>>12&15|n>>8&240,n>>8&15|n>>4&240,n>>4&15|240&n,((15&n)<<4|15&n)/255):null):(n=_e.exec(t))?new ze(n[1],n[2],n[3],1):(n=be.exec(t))?new ze(255*n[1]/100,255*n[2]/100,255*n[3]/100,1):(n=me.exec(t))?ke(n[1],n[2],n[3],n[4]):(n=xe.exec(t))?ke(255*n[1]/100,255*n[2]/100,255*n[3]/100,n[4]):(n=we.exec(t))?Ie(n[1],n[2]/100,n[3]/100,1):(n=Me.exec(t))?Ie(n[1],n[2]/100,n[3]/100,n[4]):Ae.hasOwnProperty(t)?Ne(Ae[t]):"transparent"===t?new ze(NaN,NaN,NaN,0):null}function Ne(t){return new ze(t>>16&255,t>>8&255,255&t,1)}function ke(t,n,e,r){return r<=0&&(t=n=e=NaN),new ze(t,n,e,r)}function Ce(t){return t instanceof le||(t=Ee(t)),t?new ze((t=t.rgb()).r,t.g,t.b,t.opacity):new ze}function Pe(t,n,e,r){return 1===arguments.length?Ce(t):new ze(t,n,e,null==r?1:r)}function ze(t,n,e,r){this.r=+t,this.g=+n,this.b=+e,this.opacity=+r}function $e(){return`#${qe(this.r)}${qe(this.g)}${qe(this.b)}`}function De(){const t=Re(this.opacity);return`${1===t?"rgb(":"rgba("}${Fe(this.r)}, ${Fe(this.g)}, ${Fe(this.b)}${1===t?")":`, ${t})`}`}function Re(t){return isNaN(t)?1:Math.max(0,Math.min(1,t))}function Fe(t){return Math.max(0,Math.min(255,Math.round(t)||0))}function qe(t){return((t=Fe(t))<16?"0":"")+t.toString(16)}function Ie(t,n,e,r){return r<=0?t=n=e=NaN:e<=0||e>=1?t=n=NaN:n<=0&&(t=NaN),new Be(t,n,e,r)}function Ue(t){if(t instanceof Be)return new Be(t.h,t.s,t.l,t.opacity);if(t instanceof le||(t=Ee(t)),!t)return new Be;if(t instanceof Be)return t;var n=(t=t.rgb()).r/255,e=t.g/255,r=t.b/255,i=Math.min(n,e,r),o=Math.max(n,e,r),a=NaN,u=o-i,c=(o+i)/2;return u?(a=n===o?(e-r)/u+6*(e<r):e===o?(r-n)/u+2:(n-e)/u+4,u/=c<.5?o+i:2-o-i,a*=60):u=c>0&&c<1?0:a,new Be(a,u,c,t.opacity)}function Oe(t,n,e,r){return 1===arguments.length?Ue(t):new Be(t,n,e,null==r?1:r)}function Be(t,n,e,r){this.h=+t,this.s=+n,this.l=+e,this.opacity=+r}function Ye(t){return(t=(t||0)%360)<0?t+360:t}function Le(t){return Math.max(0,Math.min(1,t||0))}function je(t,n,e){return 255*(t<60?n+(e-n)*t/60:t<180?e:t<240?n+(e-n)*(240-t)/60:n)}fe(le,Ee,{copy(t){return Object.assign(new this.constructor,this,t)},displayable(){return this.rgb().displayable()},hex:Te,formatHex:Te,formatHex8:function(){return this.rgb().formatHex8()},formatHsl:function(){return Ue(this).formatHsl()},formatRgb:Se,toString:Se}),fe(ze,Pe,se(le,{brighter(t){return t=null==t?de:Math.pow(de,t),new ze(this.r*t,this.g*t,this.b*t,this.opacity)},darker(t){return t=null==t?he:Math.pow(he,t),new ze(this.r*t,this.g*t,this.b*t,this.opacity)},rgb(){return this},clamp(){return new ze(Fe(this.r),Fe(this.g),Fe(this.b),Re(this.opacity))},displayable(){return-.5<=this.r&&this.r<255.5&&-.5<=this.g&&this.g<255.5&&-.5<=this.b&&this.b<255.5&&0<=this.opacity&&this.opacity<=1},hex:$e,formatHex:$e,formatHex8:function(){return`#${qe(this.r)}${qe(this.g)}${qe(this.b)}${qe(255*(isNaN(this.opacity)?1:this.opacity))}`},formatRgb:De,toString:De})),fe(Be,Oe,se(le,{brighter(t){return t=null==t?de:Math.pow(de,t),new Be(this.h,this.s,this.l*t,this.opacity)},darker(t){return t=null==t?he:Math.pow(he,t),new Be(this.h,this.s,this.l*t,this.opacity)},rgb(){var t=this.h%360+360*(this.h<0),n=isNaN(t)||isNaN(this.s)?0:this.s,e=this.l,r=e+(e<.5?e:1-e)*n,i=2*e-r;return new ze(je(t>=240?t-240:t+120,i,r),je(t,i,r),je(t<120?t+240:t-120,i,r),this.opacity)},clamp(){return new Be(Ye(this.h),Le(this.s),Le(this.l),Re(this.opacity))},displayable(){return(0<=this.s&&this.s<=1||isNaN(this.s))&&0<=this.l&&this.l<=1&&0<=this.opacity&&this.opacity<=1},formatHsl(){const t=Re(this.opacity);return`${1===t?"hsl(":"hsla("}${Ye(this.h)}, ${100*Le(this.s)}%, ${100*Le(this.l)}%${1===t?")":`, ${t})`}`}}));const He=Math.PI/180,Xe=180/Math.PI,Ge=.96422,Ve=.82521,We=4/29,Ze=6/29,Ke=3*Ze*Ze,Qe=Ze*Ze*Ze;function Je(t){if(t instanceof nr)return new nr(t.l,t.a,t.b,t.opacity);if(t instanceof cr)return fr(t);t instanceof ze||(t=Ce(t));var n,e,r=or(t.r),i=or(t.g),o=or(t.b),a=er((.2225045*r+.7168786*i+.0606169*o)/1);return r===i&&i===o?n=e=a:(n=er((.4360747*r+.3850649*i+.1430804*o)/Ge),e=er((.0139322*r+.0971045*i+.7141733*o)/Ve)),new nr(116*a-16,500*(n-a),200*(a-e),t.opacity)}function tr(t,n,e,r){return 1===arguments.length?Je(t):new nr(t,n,e,null==r?1:r)}function nr(t,n,e,r){this.l=+t,this.a=+n,this.b=+e,this.opacity=+r}function er(t){return t>Qe?Math.pow(t,1/3):t/Ke+We}function rr(t){return t>Ze?t*t*t:Ke*(t-We)}function ir(t){return 255*(t<=.0031308?12.92*t:1.055*Math.pow(t,1/2.4)-.055)}function or(t){return(t/=255)<=.04045?t/12.92:Math.pow((t+.055)/1.055,2.4)}function ar(t){if(t instanceof cr)return new cr(t.h,t.c,t.l,t.opacity);if(t instanceof nr||(t=Je(t)),0===t.a&&0===t.b)return new cr(NaN,0<t.l&&t.l<100?0:NaN,t.l,t.opacity);var n=Math.atan2(t.b,t.a)*Xe;return new cr(n<0?n+360:n,Math.sqrt(t.a*t.a+t.b*t.b),t.l,t.opacity)}function ur(t,n,e,r){return 1===arguments.length?ar(t):new cr(t,n,e,null==r?1:r)}function cr(t,n,e,r){this.h=+t,this.c=+n,this.l=+e,this.opacity=+r}function fr(t){if(isNaN(t.h))return new nr(t.l,0,0,t.opacity);var n=t.h*He;return new nr(t.l,Math.cos(n)*t.c,Math.sin(n)*t.c,t.opacity)}fe(nr,tr,se(le,{brighter(t){return new nr(this.l+18*(null==t?1:t),this.a,this.b,this.opacity)},darker(t){return new nr(this.l-18*(null==t?1:t),this.a,this.b,this.opacity)},rgb(){var t=(this.l+16)/116,n=isNaN(this.a)?t:t+this.a/500,e=isNaN(this.b)?t:t-this.b/200;return new ze(ir(3.1338561*(n=Ge*rr(n))-1.6168667*(t=1*rr(t))-.4906146*(e=Ve*rr(e))),ir(-.9787684*n+1.9161415*t+.033454*e),ir(.0719453*n-.2289914*t+1.4052427*e),this.opacity)}})),fe(cr,ur,se(le,{brighter(t){return new cr(this.h,this.c,this.l+18*(null==t?1:t),this.opacity)},darker(t){return new cr(this.h,this.c,this.l-18*(null==t?1:t),this.opacity)},rgb(){return fr(this).rgb()}}));var sr=-.14861,lr=1.78277,hr=-.29227,dr=-.90649,pr=1.97294,gr=pr*dr,yr=pr*lr,vr=lr*hr-dr*sr;function _r(t,n,e,r){return 1===arguments.length?function(t){if(t instanceof br)return new br(t.h,t.s,t.l,t.opacity);t instanceof ze||(t=Ce(t));var n=t.r/255,e=t.g/255,r=t.b/255,i=(vr*r+gr*n-yr*e)/(vr+gr-yr),o=r-i,a=(pr*(e-i)-hr*o)/dr,u=Math.sqrt(a*a+o*o)/(pr*i*(1-i)),c=u?Math.atan2(a,o)*Xe-120:NaN;return new br(c<0?c+360:c,u,i,t.opacity)}(t):new br(t,n,e,null==r?1:r)}function br(t,n,e,r){this.h=+t,this.s=+n,this.l=+e,this.opacity=+r}function mr(t,n,e,r,i){var o=t*t,a=o*t;return((1-3*t+3*o-a)*n+(4-6*o+3*a)*e+(1+3*t+3*o-3*a)*r+a*i)/6}function xr(t){var n=t.length-1;return function(e){var r=e<=0?e=0:e>=1?(e=1,n-1):Math.floor(e*n),i=t[r],o=t[r+1],a=r>0?t[r-1]:2*i-o,u=r<n-1?t[r+2]:2*o-i;return mr((e-r/n)*n,a,i,o,u)}}function wr(t){var n=t.length;return function(e){var r=Math.floor(((e%=1)<0?++e:e)*n),i=t[(r+n-1)%n],o=t[r%n],a=t[(r+1)%n],u=t[(r+2)%n];return mr((e-r/n)*n,i,o,a,u)}}fe(br,_r,se(le,{brighter(t){return t=null==t?de:Math.pow(de,t),new br(this.h,this.s,this.l*t,this.opacity)},darker(t){return t=null==t?he:Math.pow(he,t),new br(this.h,this.s,this.l*t,this.opacity)},rgb(){var t=isNaN(this.h)?0:(this.h+120)*He,n=+this.l,e=isNaN(this.s)?0:this.s*n*(1-n),r=Math.cos(t),i=Math.sin(t);return new ze(255*(n+e*(sr*r+lr*i)),255*(n+e*(hr*r+dr*i)),255*(n+e*(pr*r)),this.opacity)}}));var Mr=t=>()=>t;function Ar(t,n){return function(e){return t+e*n}}function Tr(t,n){var e=n-t;return e?Ar(t,e>180||e<-180?e-360*Math.round(e/360):e):Mr(isNaN(t)?n:t)}function Sr(t){return 1===(t=+t)?Er:function(n,e){return e-n?function(t,n,e){return t=Math.pow(t,e),n=Math.pow(n,e)-t,e=1/e,function(r){return Math.pow(t+r*n,e)}}(n,e,t):Mr(isNaN(n)?e:n)}}function Er(t,n){var e=n-t;return e?Ar(t,e):Mr(isNaN(t)?n:t)}var Nr=function t(n){var e=Sr(n);function r(t,n){var r=e((t=Pe(t)).r,(n=Pe(n)).r),i=e(t.g,n.g),o=e(t.b,n.b),a=Er(t.opacity,n.opacity);return function(n){return t.r=r(n),t.g=i(n),t.b=o(n),t.opacity=a(n),t+""}}return r.gamma=t,r}(1);function kr(t){return function(n){var e,r,i=n.length,o=new Array(i),a=new Array(i),u=new Array(i);for(e=0;e<i;++e)r=Pe(n[e]),o[e]=r.r||0,a[e]=r.g||0,u[e]=r.b||0;return o=t(o),a=t(a),u=t(u),r.opacity=1,function(t){return r.r=o(t),r.g=a(t),r.b=u(t),r+""}}}var Cr=kr(xr),Pr=kr(wr);function zr(t,n){n||(n=[]);var e,r=t?Math.min(n.length,t.length):0,i=n.slice();return function(o){for(e=0;e<r;++e)i[e]=t[e]*(1-o)+n[e]*o;return i}}function $r(t){return ArrayBuffer.isView(t)&&!(t instanceof DataView)}function Dr(t,n){var e,r=n?n.length:0,i=t?Math.min(r,t.length):0,o=new Array(i),a=new Array(r);for(e=0;e<i;++e)o[e]=Br(t[e],n[e]);for(;e<r;++e)a[e]=n[e];return function(t){for(e=0;e<i;++e)a[e]=o[e](t);return a}}function Rr(t,n){var e=new Date;return t=+t,n=+n,function(r){return e.setTime(t*(1-r)+n*r),e}}function Fr(t,n){return t=+t,n=+n,function(e){return t*(1-e)+n*e}}function qr(t,n){var e,r={},i={};for(e in null!==t&&"object"==typeof t||(t={}),null!==n&&"object"==typeof n||(n={}),n)e in t?r[e]=Br(t[e],n[e]):i[e]=n[e];return function(t){for(e in r)i[e]=r[e](t);return i}}var Ir=/[-+]?(?:\\d+\\.?\\d*|\\.?\\d+)(?:[eE][-+]?\\d+)?/g,Ur=new RegExp(Ir.source,"g");function Or(t,n){var e,r,i,o=Ir.lastIndex=Ur.lastIndex=0,a=-1,u=[],c=[];for(t+="",n+="";(e=Ir.exec(t))&&(r=Ur.exec(n));)(i=r.index)>o&&(i=n.slice(o,i),u[a]?u[a]+=i:u[++a]=i),(e=e[0])===(r=r[0])?u[a]?u[a]+=r:u[++a]=r:(u[++a]=null,c.push({i:a,x:Fr(e,r)})),o=Ur.lastIndex;return o<n.length&&(i=n.slice(o),u[a]?u[a]+=i:u[++a]=i),u.length<2?c[0]?function(t){return function(n){return t(n)+""}}(c[0].x):function(t){return function(){return t}}(n):(n=c.length,function(t){for(var e,r=0;r<n;++r)u[(e=c[r]).i]=e.x(t);return u.join("")})}function Br(t,n){var e,r=typeof n;return null==n||"boolean"===r?Mr(n):("number"===r?Fr:"string"===r?(e=Ee(n))?(n=e,Nr):Or:n instanceof Ee?Nr:n instanceof Date?Rr:$r(n)?zr:Array.isArray(n)?Dr:"function"!=typeof n.valueOf&&"function"!=typeof n.toString||isNaN(n)?qr:Fr)(t,n)}function Yr(t,n){return t=+t,n=+n,function(e){return Math.round(t*(1-e)+n*e)}}var Lr,jr=180/Math.PI,Hr={translateX:0,translateY:0,rotate:0,skewX:0,scaleX:1,scaleY:1};function Xr(t,n,e,r,i,o){var a,u,c;return(a=Math.sqrt(t*t+n*n))&&(t/=a,n/=a),(c=t*e+n*r)&&(e-=t*c,r-=n*c),(u=Math.sqrt(e*e+r*r))&&(e/=u,r/=u,c/=u),t*r<n*e&&(t=-t,n=-n,c=-c,a=-a),{translateX:i,translateY:o,rotate:Math.atan2(n,t)*jr,skewX:Math.atan(c)*jr,scaleX:a,scaleY:u}}function Gr(t,n,e,r){function i(t){return t.length?t.pop()+" ":""}return function(o,a){var u=[],c=[];return o=t(o),a=t(a),function(t,r,i,o,a,u){if(t!==i||r!==o){var c=a.push("translate(",null,n,null,e);u.push({i:c-4,x:Fr(t,i)},{i:c-2,x:Fr(r,o)})}else(i||o)&&a.push("translate("+i+n+o+e)}(o.translateX,o.translateY,a.translateX,a.translateY,u,c),function(t,n,e,o){t!==n?(t-n>180?n+=360:n-t>180&&(t+=360),o.push({i:e.push(i(e)+"rotate(",null,r)-2,x:Fr(t,n)})):n&&e.push(i(e)+"rotate("+n+r)}(o.rotate,a.rotate,u,c),function(t,n,e,o){t!==n?o.push({i:e.push(i(e)+"skewX(",null,r)-2,x:Fr(t,n)}):n&&e.push(i(e)+"skewX("+n+r)}(o.skewX,a.skewX,u,c),function(t,n,e,r,o,a){if(t!==e||n!==r){var u=o.push(i(o)+"scale(",null,",",null,")");a.push({i:u-4,x:Fr(t,e)},{i:u-2,x:Fr(n,r)})}else 1===e&&1===r||o.push(i(o)+"scale("+e+","+r+")")}(o.scaleX,o.scaleY,a.scaleX,a.scaleY,u,c),o=a=null,function(t){for(var n,e=-1,r=c.length;++e<r;)u[(n=c[e]).i]=n.x(t);return u.join("")}}}var Vr=Gr(function(t){const n=new("function"==typeof DOMMatrix?DOMMatrix:WebKitCSSMatrix)(t+"");return n.isIdentity?Hr:Xr(n.a,n.b,n.c,n.d,n.e,n.f)},"px, ","px)","deg)"),Wr=Gr(function(t){return null==t?Hr:(Lr||(Lr=document.createElementNS("http://www.w3.org/2000/svg","g")),Lr.setAttribute("transform",t),(t=Lr.transform.baseVal.consolidate())?Xr((t=t.matrix).a,t.b,t.c,t.d,t.e,t.f):Hr)},", ",")",")");function Zr(t){return((t=Math.exp(t))+1/t)/2}var Kr=function t(n,e,r){function i(t,i){var o,a,u=t[0],c=t[1],f=t[2],s=i[0],l=i[1],h=i[2],d=s-u,p=l-c,g=d*d+p*p;if(g<1e-12)a=Math.log(h/f)/n,o=function(t){return[u+t*d,c+t*p,f*Math.exp(n*t*a)]};else{var y=Math.sqrt(g),v=(h*h-f*f+r*g)/(2*f*e*y),_=(h*h-f*f-r*g)/(2*h*e*y),b=Math.log(Math.sqrt(v*v+1)-v),m=Math.log(Math.sqrt(_*_+1)-_);a=(m-b)/n,o=function(t){var r=t*a,i=Zr(b),o=f/(e*y)*(i*function(t){return((t=Math.exp(2*t))-1)/(t+1)}(n*r+b)-function(t){return((t=Math.exp(t))-1/t)/2}(b));return[u+o*d,c+o*p,f*i/Zr(n*r+b)]}}return o.duration=1e3*Math.abs(a)*n/Math.SQRT2,o}return i.rho=function(n){var e=Math.max(.001,+n),r=e*e;return t(e,r,r*r)},i}(Math.SQRT2,2,4);function Qr(t){return function(n,e){var r=t((n=Oe(n)).h,(e=Oe(e)).h),i=Er(n.s,e.s),o=Er(n.l,e.l),a=Er(n.opacity,e.opacity);return function(t){return n.h=r(t),n.s=i(t),n.l=o(t),n.opacity=a(t),n+""}}}var Jr=Qr(Tr),ti=Qr(Er);function ni(t){return function(n,e){var r=t((n=ur(n)).h,(e=ur(e)).h),i=Er(n.c,e.c),o=Er(n.l,e.l),a=Er(n.opacity,e.opacity);return function(t){return n.h=r(t),n.c=i(t),n.l=o(t),n.opacity=a(t),n+""}}}var ei=ni(Tr),ri=ni(Er);function ii(t){return function n(e){function r(n,r){var i=t((n=_r(n)).h,(r=_r(r)).h),o=Er(n.s,r.s),a=Er(n.l,r.l),u=Er(n.opacity,r.opacity);return function(t){return n.h=i(t),n.s=o(t),n.l=a(Math.pow(t,e)),n.opacity=u(t),n+""}}return e=+e,r.gamma=n,r}(1)}var oi=ii(Tr),ai=ii(Er);function ui(t,n){void 0===n&&(n=t,t=Br);for(var e=0,r=n.length-1,i=n[0],o=new Array(r<0?0:r);e<r;)o[e]=t(i,i=n[++e]);return function(t){var n=Math.max(0,Math.min(r-1,Math.floor(t*=r)));return o[n](t-n)}}var ci,fi,si=0,li=0,hi=0,di=0,pi=0,gi=0,yi="object"==typeof performance&&performance.now?performance:Date,vi="object"==typeof window&&window.requestAnimationFrame?window.requestAnimationFrame.bind(window):function(t){setTimeout(t,17)};function _i(){return pi||(vi(bi),pi=yi.now()+gi)}function bi(){pi=0}function mi(){this._call=this._time=this._next=null}function xi(t,n,e){var r=new mi;return r.restart(t,n,e),r}function wi(){_i(),++si;for(var t,n=ci;n;)(t=pi-n._time)>=0&&n._call.call(void 0,t),n=n._next;--si}function Mi(){pi=(di=yi.now())+gi,si=li=0;try{wi()}finally{si=0,function(){var t,n,e=ci,r=1/0;for(;e;)e._call?(r>e._time&&(r=e._time),t=e,e=e._next):(n=e._next,e._next=null,e=t?t._next=n:ci=n);fi=t,Ti(r)}(),pi=0}}function Ai(){var t=yi.now(),n=t-di;n>1e3&&(gi-=n,di=t)}function Ti(t){si||(li&&(li=clearTimeout(li)),t-pi>24?(t<1/0&&(li=setTimeout(Mi,Math.ceil(t-yi.now()-gi)+1)),hi&&(hi=clearInterval(hi))):(hi||(di=yi.now(),hi=setInterval(Ai,1e3)),si=1,vi(Mi)))}function Si(t,n,e){var r=new mi;return n=null==n?0:+n,r.restart(e=>{r.stop(),t(e+n)},n,e),r}mi.prototype=xi.prototype={constructor:mi,restart:function(t,n,e){if("function"!=typeof t)throw new TypeError("callback is not a function");e=(null==e?_i():+e)+(null==n?0:+n),this._next||fi===this||(fi?fi._next=this:ci=this,fi=this),this._call=t,this._time=e,Ti()},stop:function(){this._call&&(this._call=null,this._time=1/0,Ti())}};function Ei(t){return((t*=2)<=1?t*t:--t*(2-t)+1)/2}function Ni(t){return((t*=2)<=1?t*t*t:(t-=2)*t*t+2)/2}var ki=function t(n){function e(t){return Math.pow(t,n)}return n=+n,e.exponent=t,e}(3),Ci=function t(n){function e(t){return 1-Math.pow(1-t,n)}return n=+n,e.exponent=t,e}(3),Pi=function t(n){function e(t){return((t*=2)<=1?Math.pow(t,n):2-Math.pow(2-t,n))/2}return n=+n,e.exponent=t,e}(3),zi=Math.PI,$i=zi/2;function Di(t){return(1-Math.cos(zi*t))/2}function Ri(t){return 1.0009775171065494*(Math.pow(2,-10*t)-.0009765625)}function Fi(t){return((t*=2)<=1?Ri(1-t):2-Ri(t-1))/2}function qi(t){return((t*=2)<=1?1-Math.sqrt(1-t*t):Math.sqrt(1-(t-=2)*t)+1)/2}var Ii=4/11,Ui=6/11,Oi=8/11,Bi=9/11,Yi=10/11,Li=21/22,ji=7.5625;function Hi(t){return(t=+t)<Ii?ji*t*t:t<Oi?ji*(t-=Ui)*t+.75:t<Yi?ji*(t-=Bi)*t+.9375:ji*(t-=Li)*t+.984375}var Xi=1.70158,Gi=function t(n){function e(t){return(t=+t)*t*(n*(t-1)+t)}return n=+n,e.overshoot=t,e}(Xi),Vi=function t(n){function e(t){return--t*t*((t+1)*n+t)+1}return n=+n,e.overshoot=t,e}(Xi),Wi=function t(n){function e(t){return((t*=2)<1?t*t*((n+1)*t-n):(t-=2)*t*((n+1)*t+n)+2)/2}return n=+n,e.overshoot=t,e}(Xi),Zi=2*Math.PI,Ki=function t(n,e){var r=Math.asin(1/(n=Math.max(1,n)))*(e/=Zi);function i(t){return n*Ri(- --t)*Math.sin((r-t)/e)}return i.amplitude=function(n){return t(n,e*Zi)},i.period=function(e){return t(n,e)},i}(1,.3),Qi=function t(n,e){var r=Math.asin(1/(n=Math.max(1,n)))*(e/=Zi);function i(t){return 1-n*Ri(t=+t)*Math.sin((t+r)/e)}return i.amplitude=function(n){return t(n,e*Zi)},i.period=function(e){return t(n,e)},i}(1,.3),Ji=function t(n,e){var r=Math.asin(1/(n=Math.max(1,n)))*(e/=Zi);function i(t){return((t=2*t-1)<0?n*Ri(-t)*Math.sin((r-t)/e):2-n*Ri(t)*Math.sin((r+t)/e))/2}return i.amplitude=function(n){return t(n,e*Zi)},i.period=function(e){return t(n,e)},i}(1,.3),to=Nt("start","end","cancel","interrupt"),no=[];function eo(t,n,e,r,i,o){var a=t.__transition;if(a){if(e in a)return}else t.__transition={};!function(t,n,e){var r,i=t.__transition;function o(t){e.state=1,e.timer.restart(a,e.delay,e.time),e.delay<=t&&a(t-e.delay)}function a(o){var f,s,l,h;if(1!==e.state)return c();for(f in i)if((h=i[f]).name===e.name){if(3===h.state)return Si(a);4===h.state?(h.state=6,h.timer.stop(),h.on.call("interrupt",t,t.__data__,h.index,h.group),delete i[f]):+f<n&&(h.state=6,h.timer.stop(),h.on.call("cancel",t,t.__data__,h.index,h.group),delete i[f])}if(Si(function(){3===e.state&&(e.state=4,e.timer.restart(u,e.delay,e.time),u(o))}),e.state=2,e.on.call("start",t,t.__data__,e.index,e.group),2===e.state){for(e.state=3,r=new Array(l=e.tween.length),f=0,s=-1;f<l;++f)(h=e.tween[f].value.call(t,t.__data__,e.index,e.group))&&(r[++s]=h);r.length=s+1}}function u(n){for(var i=n<e.duration?e.ease.call(null,n/e.duration):(e.timer.restart(c),e.state=5,1),o=-1,a=r.length;++o<a;)r[o].call(t,i);5===e.state&&(e.on.call("end",t,t.__data__,e.index,e.group),c())}function c(){for(var r in e.state=6,e.timer.stop(),delete i[n],i)return;delete t.__transition}i[n]=e,e.timer=xi(o,0,e.time)}(t,e,{name:n,index:r,group:i,on:to,tween:no,time:o.time,delay:o.delay,duration:o.duration,ease:o.ease,timer:null,state:0})}function ro(t,n){var e=oo(t,n);if(e.state>0)throw new Error("too late; already scheduled");return e}function io(t,n){var e=oo(t,n);if(e.state>3)throw new Error("too late; already running");return e}function oo(t,n){var e=t.__transition;if(!e||!(e=e[n]))throw new Error("transition not found");return e}function ao(t,n){var e,r,i,o=t.__transition,a=!0;if(o){for(i in n=null==n?null:n+"",o)(e=o[i]).name===n?(r=e.state>2&&e.state<5,e.state=6,e.timer.stop(),e.on.call(r?"interrupt":"cancel",t,t.__data__,e.index,e.group),delete o[i]):a=!1;a&&delete t.__transition}}function uo(t,n){var e,r;return function(){var i=io(this,t),o=i.tween;if(o!==e)for(var a=0,u=(r=e=o).length;a<u;++a)if(r[a].name===n){(r=r.slice()).splice(a,1);break}i.tween=r}}function co(t,n,e){var r,i;if("function"!=typeof e)throw new Error;return function(){var o=io(this,t),a=o.tween;if(a!==r){i=(r=a).slice();for(var u={name:n,value:e},c=0,f=i.length;c<f;++c)if(i[c].name===n){i[c]=u;break}c===f&&i.push(u)}o.tween=i}}function fo(t,n,e){var r=t._id;return t.each(function(){var t=io(this,r);(t.value||(t.value={}))[n]=e.apply(this,arguments)}),function(t){return oo(t,r).value[n]}}function so(t,n){var e;return("number"==typeof n?Fr:n instanceof Ee?Nr:(e=Ee(n))?(n=e,Nr):Or)(t,n)}function lo(t){return function(){this.removeAttribute(t)}}function ho(t){return function(){this.removeAttributeNS(t.space,t.local)}}function po(t,n,e){var r,i,o=e+"";return function(){var a=this.getAttribute(t);return a===o?null:a===r?i:i=n(r=a,e)}}function go(t,n,e){var r,i,o=e+"";return function(){var a=this.getAttributeNS(t.space,t.local);return a===o?null:a===r?i:i=n(r=a,e)}}function yo(t,n,e){var r,i,o;return function(){var a,u,c=e(this);if(null!=c)return(a=this.getAttribute(t))===(u=c+"")?null:a===r&&u===i?o:(i=u,o=n(r=a,c));this.removeAttribute(t)}}function vo(t,n,e){var r,i,o;return function(){var a,u,c=e(this);if(null!=c)return(a=this.getAttributeNS(t.space,t.local))===(u=c+"")?null:a===r&&u===i?o:(i=u,o=n(r=a,c));this.removeAttributeNS(t.space,t.local)}}function _o(t,n){var e,r;function i(){var i=n.apply(this,arguments);return i!==r&&(e=(r=i)&&function(t,n){return function(e){this.setAttributeNS(t.space,t.local,n.call(this,e))}}(t,i)),e}return i._value=n,i}function bo(t,n){var e,r;function i(){var i=n.apply(this,arguments);return i!==r&&(e=(r=i)&&function(t,n){return function(e){this.setAttribute(t,n.call(this,e))}}(t,i)),e}return i._value=n,i}function mo(t,n){return function(){ro(this,t).delay=+n.apply(this,arguments)}}function xo(t,n){return n=+n,function(){ro(this,t).delay=n}}function wo(t,n){return function(){io(this,t).duration=+n.apply(this,arguments)}}function Mo(t,n){return n=+n,function(){io(this,t).duration=n}}var Ao=jn.prototype.constructor;function To(t){return function(){this.style.removeProperty(t)}}var So=0;function Eo(t,n,e,r){this._groups=t,this._parents=n,this._name=e,this._id=r}function No(t){return jn().transition(t)}function ko(){return++So}var Co=jn.prototype;Eo.prototype=No.prototype={constructor:Eo,select:function(t){var n=this._name,e=this._id;"function"!=typeof t&&(t=Ut(t));for(var r=this._groups,i=r.length,o=new Array(i),a=0;a<i;++a)for(var u,c,f=r[a],s=f.length,l=o[a]=new Array(s),h=0;h<s;++h)(u=f[h])&&(c=t.call(u,u.__data__,h,f))&&("__data__"in u&&(c.__data__=u.__data__),l[h]=c,eo(l[h],n,e,h,l,oo(u,e)));return new Eo(o,this._parents,n,e)},selectAll:function(t){var n=this._name,e=this._id;"function"!=typeof t&&(t=Yt(t));for(var r=this._groups,i=r.length,o=[],a=[],u=0;u<i;++u)for(var c,f=r[u],s=f.length,l=0;l<s;++l)if(c=f[l]){for(var h,d=t.call(c,c.__data__,l,f),p=oo(c,e),g=0,y=d.length;g<y;++g)(h=d[g])&&eo(h,n,e,g,d,p);o.push(d),a.push(c)}return new Eo(o,a,n,e)},selectChild:Co.selectChild,selectChildren:Co.selectChildren,filter:function(t){"function"!=typeof t&&(t=Lt(t));for(var n=this._groups,e=n.length,r=new Array(e),i=0;i<e;++i)for(var o,a=n[i],u=a.length,c=r[i]=[],f=0;f<u;++f)(o=a[f])&&t.call(o,o.__data__,f,a)&&c.push(o);return new Eo(r,this._parents,this._name,this._id)},merge:function(t){if(t._id!==this._id)throw new Error;for(var n=this._groups,e=t._groups,r=n.length,i=e.length,o=Math.min(r,i),a=new Array(r),u=0;u<o;++u)for(var c,f=n[u],s=e[u],l=f.length,h=a[u]=new Array(l),d=0;d<l;++d)(c=f[d]||s[d])&&(h[d]=c);for(;u<r;++u)a[u]=n[u];return new Eo(a,this._parents,this._name,this._id)},selection:function(){return new Ao(this._groups,this._parents)},transition:function(){for(var t=this._name,n=this._id,e=ko(),r=this._groups,i=r.length,o=0;o<i;++o)for(var a,u=r[o],c=u.length,f=0;f<c;++f)if(a=u[f]){var s=oo(a,n);eo(a,t,e,f,u,{time:s.time+s.delay+s.duration,delay:0,duration:s.duration,ease:s.ease})}return new Eo(r,this._parents,t,e)},call:Co.call,nodes:Co.nodes,node:Co.node,size:Co.size,empty:Co.empty,each:Co.each,on:function(t,n){var e=this._id;return arguments.length<2?oo(this.node(),e).on.on(t):this.each(function(t,n,e){var r,i,o=function(t){return(t+"").trim().split(/^|\\s+/).every(function(t){var n=t.indexOf(".");return n>=0&&(t=t.slice(0,n)),!t||"start"===t})}(n)?ro:io;return function(){var a=o(this,t),u=a.on;u!==r&&(i=(r=u).copy()).on(n,e),a.on=i}}(e,t,n))},attr:function(t,n){var e=Dt(t),r="transform"===e?Wr:so;return this.attrTween(t,"function"==typeof n?(e.local?vo:yo)(e,r,fo(this,"attr."+t,n)):null==n?(e.local?ho:lo)(e):(e.local?go:po)(e,r,n))},attrTween:function(t,n){var e="attr."+t;if(arguments.length<2)return(e=this.tween(e))&&e._value;if(null==n)return this.tween(e,null);if("function"!=typeof n)throw new Error;var r=Dt(t);return this.tween(e,(r.local?_o:bo)(r,n))},style:function(t,n,e){var r="transform"==(t+="")?Vr:so;return null==n?this.styleTween(t,function(t,n){var e,r,i;return function(){var o=dn(this,t),a=(this.style.removeProperty(t),dn(this,t));return o===a?null:o===e&&a===r?i:i=n(e=o,r=a)}}(t,r)).on("end.style."+t,To(t)):"function"==typeof n?this.styleTween(t,function(t,n,e){var r,i,o;return function(){var a=dn(this,t),u=e(this),c=u+"";return null==u&&(this.style.removeProperty(t),c=u=dn(this,t)),a===c?null:a===r&&c===i?o:(i=c,o=n(r=a,u))}}(t,r,fo(this,"style."+t,n))).each(function(t,n){var e,r,i,o,a="style."+n,u="end."+a;return function(){var c=io(this,t),f=c.on,s=null==c.value[a]?o||(o=To(n)):void 0;f===e&&i===s||(r=(e=f).copy()).on(u,i=s),c.on=r}}(this._id,t)):this.styleTween(t,function(t,n,e){var r,i,o=e+"";return function(){var a=dn(this,t);return a===o?null:a===r?i:i=n(r=a,e)}}(t,r,n),e).on("end.style."+t,null)},styleTween:function(t,n,e){var r="style."+(t+="");if(arguments.length<2)return(r=this.tween(r))&&r._value;if(null==n)return this.tween(r,null);if("function"!=typeof n)throw new Error;return this.tween(r,function(t,n,e){var r,i;function o(){var o=n.apply(this,arguments);return o!==i&&(r=(i=o)&&function(t,n,e){return function(r){this.style.setProperty(t,n.call(this,r),e)}}(t,o,e)),r}return o._value=n,o}(t,n,null==e?"":e))},text:function(t){return this.tween("text","function"==typeof t?function(t){return function(){var n=t(this);this.textContent=null==n?"":n}}(fo(this,"text",t)):function(t){return function(){this.textContent=t}}(null==t?"":t+""))},textTween:function(t){var n="text";if(arguments.length<1)return(n=this.tween(n))&&n._value;if(null==t)return this.tween(n,null);if("function"!=typeof t)throw new Error;return this.tween(n,function(t){var n,e;function r(){var r=t.apply(this,arguments);return r!==e&&(n=(e=r)&&function(t){return function(n){this.textContent=t.call(this,n)}}(r)),n}return r._value=t,r}(t))},remove:function(){return this.on("end.remove",function(t){return function(){var n=this.parentNode;for(var e in this.__transition)if(+e!==t)return;n&&n.removeChild(this)}}(this._id))},tween:function(t,n){var e=this._id;if(t+="",arguments.length<2){for(var r,i=oo(this.node(),e).tween,o=0,a=i.length;o<a;++o)if((r=i[o]).name===t)return r.value;return null}return this.each((null==n?uo:co)(e,t,n))},delay:function(t){var n=this._id;return arguments.length?this.each(("function"==typeof t?mo:xo)(n,t)):oo(this.node(),n).delay},duration:function(t){var n=this._id;return arguments.length?this.each(("function"==typeof t?wo:Mo)(n,t)):oo(this.node(),n).duration},ease:function(t){var n=this._id;return arguments.length?this.each(function(t,n){if("function"!=typeof n)throw new Error;return function(){io(this,t).ease=n}}(n,t)):oo(this.node(),n).ease},easeVarying:function(t){if("function"!=typeof t)throw new Error;return this.each(function(t,n){return function(){var e=n.apply(this,arguments);if("function"!=typeof e)throw new Error;io(this,t).ease=e}}(this._id,t))},end:function(){var t,n,e=this,r=e._id,i=e.size();return new Promise(function(o,a){var u={value:a},c={value:function(){0===--i&&o()}};e.each(function(){var e=io(this,r),i=e.on;i!==t&&((n=(t=i).copy())._.cancel.push(u),n._.interrupt.push(u),n._.end.push(c)),e.on=n}),0===i&&o()})},[Symbol.iterator]:Co[Symbol.iterator]};var Po={time:null,delay:0,duration:250,ease:Ni};function zo(t,n){for(var e;!(e=t.__transition)||!(e=e[n]);)if(!(t=t.parentNode))throw new Error(`transition ${n} not found`);return e}jn.prototype.interrupt=function(t){return this.each(function(){ao(this,t)})},jn.prototype.transition=function(t){var n,e;t instanceof Eo?(n=t._id,t=t._name):(n=ko(),(e=Po).time=_i(),t=null==t?null:t+"");for(var r=this._groups,i=r.length,o=0;o<i;++o)for(var a,u=r[o],c=u.length,f=0;f<c;++f)(a=u[f])&&eo(a,t,n,f,u,e||zo(a,n));return new Eo(r,this._parents,t,n)};var $o=[null];var Do=t=>()=>t;function Ro(t,{sourceEvent:n,target:e,selection:r,mode:i,dispatch:o}){Object.defineProperties(this,{type:{value:t,enumerable:!0,configurable:!0},sourceEvent:{value:n,enumerable:!0,configurable:!0},target:{value:e,enumerable:!0,configurable:!0},selection:{value:r,enumerable:!0,configurable:!0},mode:{value:i,enumerable:!0,configurable:!0},_:{value:o}})}function Fo(t){t.preventDefault(),t.stopImmediatePropagation()}var qo={name:"drag"},Io={name:"space"},Uo={name:"handle"},Oo={name:"center"};const{abs:Bo,max:Yo,min:Lo}=Math;function jo(t){return[+t[0],+t[1]]}function Ho(t){return[jo(t[0]),jo(t[1])]}var Xo={name:"x",handles:["w","e"].map(ta),input:function(t,n){return null==t?null:[[+t[0],n[0][1]],[+t[1],n[1][1]]]},output:function(t){return t&&[t[0][0],t[1][0]]}},Go={name:"y",handles:["n","s"].map(ta),input:function(t,n){return null==t?null:[[n[0][0],+t[0]],[n[1][0],+t[1]]]},output:function(t){return t&&[t[0][1],t[1][1]]}},Vo={name:"xy",handles:["n","w","e","s","nw","ne","sw","se"].map(ta),input:function(t){return null==t?null:Ho(t)},output:function(t){return t}},Wo={overlay:"crosshair",selection:"move",n:"ns-resize",e:"ew-resize",s:"ns-resize",w:"ew-resize",nw:"nwse-resize",ne:"nesw-resize",se:"nwse-resize",sw:"nesw-resize"},Zo={e:"w",w:"e",nw:"ne",ne:"nw",se:"sw",sw:"se"},Ko={n:"s",s:"n",nw:"sw",ne:"se",se:"ne",sw:"nw"},Qo={overlay:1,selection:1,n:null,e:1,s:null,w:-1,nw:-1,ne:1,se:1,sw:-1},Jo={overlay:1,selection:1,n:-1,e:null,s:1,w:null,nw:-1,ne:-1,se:1,sw:1};function ta(t){return{type:t}}function na(t){return!t.ctrlKey&&!t.button}function ea(){var t=this.ownerSVGElement||this;return t.hasAttribute("viewBox")?[[(t=t.viewBox.baseVal).x,t.y],[t.x+t.width,t.y+t.height]]:[[0,0],[t.width.baseVal.value,t.height.baseVal.value]]}function ra(){return navigator.maxTouchPoints||"ontouchstart"in this}function ia(t){for(;!t.__brush;)if(!(t=t.parentNode))return;return t.__brush}function oa(t){var n,e=ea,r=na,i=ra,o=!0,a=Nt("start","brush","end"),u=6;function c(n){var e=n.property("__brush",g).selectAll(".overlay").data([ta("overlay")]);e.enter().append("rect").attr("class","overlay").attr("pointer-events","all").attr("cursor",Wo.overlay).merge(e).each(function(){var t=ia(this).extent;Hn(this).attr("x",t[0][0]).attr("y",t[0][1]).attr("width",t[1][0]-t[0][0]).attr("height",t[1][1]-t[0][1])}),n.selectAll(".selection").data([ta("selection")]).enter().append("rect").attr("class","selection").attr("cursor",Wo.selection).attr("fill","#777").attr("fill-opacity",.3).attr("stroke","#fff").attr("shape-rendering","crispEdges");var r=n.selectAll(".handle").data(t.handles,function(t){return t.type});r.exit().remove(),r.enter().append("rect").attr("class",function(t){return"handle handle--"+t.type}).attr("cursor",function(t){return Wo[t.type]}),n.each(f).attr("fill","none").attr("pointer-events","all").on("mousedown.brush",h).filter(i).on("touchstart.brush",h).on("touchmove.brush",d).on("touchend.brush touchcancel.brush",p).style("touch-action","none").style("-webkit-tap-highlight-color","rgba(0,0,0,0)")}function f(){var t=Hn(this),n=ia(this).selection;n?(t.selectAll(".selection").style("display",null).attr("x",n[0][0]).attr("y",n[0][1]).attr("width",n[1][0]-n[0][0]).attr("height",n[1][1]-n[0][1]),t.selectAll(".handle").style("display",null).attr("x",function(t){return"e"===t.type[t.type.length-1]?n[1][0]-u/2:n[0][0]-u/2}).attr("y",function(t){return"s"===t.type[0]?n[1][1]-u/2:n[0][1]-u/2}).attr("width",function(t){return"n"===t.type||"s"===t.type?n[1][0]-n[0][0]+u:u}).attr("height",function(t){return"e"===t.type||"w"===t.type?n[1][1]-n[0][1]+u:u})):t.selectAll(".selection,.handle").style("display","none").attr("x",null).attr("y",null).attr("width",null).attr("height",null)}function s(t,n,e){var r=t.__brush.emitter;return!r||e&&r.clean?new l(t,n,e):r}function l(t,n,e){this.that=t,this.args=n,this.state=t.__brush,this.active=0,this.clean=e}function h(e){if((!n||e.touches)&&r.apply(this,arguments)){var i,a,u,c,l,h,d,p,g,y,v,_=this,b=e.target.__data__.type,m="selection"===(o&&e.metaKey?b="overlay":b)?qo:o&&e.altKey?Oo:Uo,x=t===Go?null:Qo[b],w=t===Xo?null:Jo[b],M=ia(_),A=M.extent,T=M.selection,S=A[0][0],E=A[0][1],N=A[1][0],k=A[1][1],C=0,P=0,z=x&&w&&o&&e.shiftKey,$=Array.from(e.touches||[e],t=>{const n=t.identifier;return(t=Zn(t,_)).point0=t.slice(),t.identifier=n,t});ao(_);var D=s(_,arguments,!0).beforestart();if("overlay"===b){T&&(g=!0);const n=[$[0],$[1]||$[0]];M.selection=T=[[i=t===Go?S:Lo(n[0][0],n[1][0]),u=t===Xo?E:Lo(n[0][1],n[1][1])],[l=t===Go?N:Yo(n[0][0],n[1][0]),d=t===Xo?k:Yo(n[0][1],n[1][1])]],$.length>1&&U(e)}else i=T[0][0],u=T[0][1],l=T[1][0],d=T[1][1];a=i,c=u,h=l,p=d;var R=Hn(_).attr("pointer-events","none"),F=R.selectAll(".overlay").attr("cursor",Wo[b]);if(e.touches)D.moved=I,D.ended=O;else{var q=Hn(e.view).on("mousemove.brush",I,!0).on("mouseup.brush",O,!0);o&&q.on("keydown.brush",function(t){switch(t.keyCode){case 16:z=x&&w;break;case 18:m===Uo&&(x&&(l=h-C*x,i=a+C*x),w&&(d=p-P*w,u=c+P*w),m=Oo,U(t));break;case 32:m!==Uo&&m!==Oo||(x<0?l=h-C:x>0&&(i=a-C),w<0?d=p-P:w>0&&(u=c-P),m=Io,F.attr("cursor",Wo.selection),U(t));break;default:return}Fo(t)},!0).on("keyup.brush",function(t){switch(t.keyCode){case 16:z&&(y=v=z=!1,U(t));break;case 18:m===Oo&&(x<0?l=h:x>0&&(i=a),w<0?d=p:w>0&&(u=c),m=Uo,U(t));break;case 32:m===Io&&(t.altKey?(x&&(l=h-C*x,i=a+C*x),w&&(d=p-P*w,u=c+P*w),m=Oo):(x<0?l=h:x>0&&(i=a),w<0?d=p:w>0&&(u=c),m=Uo),F.attr("cursor",Wo[b]),U(t));break;default:return}Fo(t)},!0),ne(e.view)}f.call(_),D.start(e,m.name)}function I(t){for(const n of t.changedTouches||[t])for(const t of $)t.identifier===n.identifier&&(t.cur=Zn(n,_));if(z&&!y&&!v&&1===$.length){const t=$[0];Bo(t.cur[0]-t[0])>Bo(t.cur[1]-t[1])?v=!0:y=!0}for(const t of $)t.cur&&(t[0]=t.cur[0],t[1]=t.cur[1]);g=!0,Fo(t),U(t)}function U(t){const n=$[0],e=n.point0;var r;switch(C=n[0]-e[0],P=n[1]-e[1],m){case Io:case qo:x&&(C=Yo(S-i,Lo(N-l,C)),a=i+C,h=l+C),w&&(P=Yo(E-u,Lo(k-d,P)),c=u+P,p=d+P);break;case Uo:$[1]?(x&&(a=Yo(S,Lo(N,$[0][0])),h=Yo(S,Lo(N,$[1][0])),x=1),w&&(c=Yo(E,Lo(k,$[0][1])),p=Yo(E,Lo(k,$[1][1])),w=1)):(x<0?(C=Yo(S-i,Lo(N-i,C)),a=i+C,h=l):x>0&&(C=Yo(S-l,Lo(N-l,C)),a=i,h=l+C),w<0?(P=Yo(E-u,Lo(k-u,P)),c=u+P,p=d):w>0&&(P=Yo(E-d,Lo(k-d,P)),c=u,p=d+P));break;case Oo:x&&(a=Yo(S,Lo(N,i-C*x)),h=Yo(S,Lo(N,l+C*x))),w&&(c=Yo(E,Lo(k,u-P*w)),p=Yo(E,Lo(k,d+P*w)))}h<a&&(x*=-1,r=i,i=l,l=r,r=a,a=h,h=r,b in Zo&&F.attr("cursor",Wo[b=Zo[b]])),p<c&&(w*=-1,r=u,u=d,d=r,r=c,c=p,p=r,b in Ko&&F.attr("cursor",Wo[b=Ko[b]])),M.selection&&(T=M.selection),y&&(a=T[0][0],h=T[1][0]),v&&(c=T[0][1],p=T[1][1]),T[0][0]===a&&T[0][1]===c&&T[1][0]===h&&T[1][1]===p||(M.selection=[[a,c],[h,p]],f.call(_),D.brush(t,m.name))}function O(t){if(function(t){t.stopImmediatePropagation()}(t),t.touches){if(t.touches.length)return;n&&clearTimeout(n),n=setTimeout(function(){n=null},500)}else ee(t.view,g),q.on("keydown.brush keyup.brush mousemove.brush mouseup.brush",null);R.attr("pointer-events","all"),F.attr("cursor",Wo.overlay),M.selection&&(T=M.selection),function(t){return t[0][0]===t[1][0]||t[0][1]===t[1][1]}(T)&&(M.selection=null,f.call(_)),D.end(t,m.name)}}function d(t){s(this,arguments).moved(t)}function p(t){s(this,arguments).ended(t)}function g(){var n=this.__brush||{selection:null};return n.extent=Ho(e.apply(this,arguments)),n.dim=t,n}return c.move=function(n,e,r){n.tween?n.on("start.brush",function(t){s(this,arguments).beforestart().start(t)}).on("interrupt.brush end.brush",function(t){s(this,arguments).end(t)}).tween("brush",function(){var n=this,r=n.__brush,i=s(n,arguments),o=r.selection,a=t.input("function"==typeof e?e.apply(this,arguments):e,r.extent),u=Br(o,a);function c(t){r.selection=1===t&&null===a?null:u(t),f.call(n),i.brush()}return null!==o&&null!==a?c:c(1)}):n.each(function(){var n=this,i=arguments,o=n.__brush,a=t.input("function"==typeof e?e.apply(n,i):e,o.extent),u=s(n,i).beforestart();ao(n),o.selection=null===a?null:a,f.call(n),u.start(r).brush(r).end(r)})},c.clear=function(t,n){c.move(t,null,n)},l.prototype={beforestart:function(){return 1===++this.active&&(this.state.emitter=this,this.starting=!0),this},start:function(t,n){return this.starting?(this.starting=!1,this.emit("start",t,n)):this.emit("brush",t),this},brush:function(t,n){return this.emit("brush",t,n),this},end:function(t,n){return 0===--this.active&&(delete this.state.emitter,this.emit("end",t,n)),this},emit:function(n,e,r){var i=Hn(this.that).datum();a.call(n,this.that,new Ro(n,{sourceEvent:e,target:c,selection:t.output(this.state.selection),mode:r,dispatch:a}),i)}},c.extent=function(t){return arguments.length?(e="function"==typeof t?t:Do(Ho(t)),c):e},c.filter=function(t){return arguments.length?(r="function"==typeof t?t:Do(!!t),c):r},c.touchable=function(t){return arguments.length?(i="function"==typeof t?t:Do(!!t),c):i},c.handleSize=function(t){return arguments.length?(u=+t,c):u},c.keyModifiers=function(t){return arguments.length?(o=!!t,c):o},c.on=function(){var t=a.on.apply(a,arguments);return t===a?c:t},c}const aa=Math.PI,ua=2*aa,ca=1e-6,fa=ua-ca;function sa(t){this._+=t[0];for(let n=1,e=t.length;n<e;++n)this._+=arguments[n]+t[n]}function la(t,n,e,r){return t===e&&n===r}let ha=class{constructor(t){this._x0=this._y0=this._x1=this._y1=null,this._="",this._append=null==t?sa:function(t){let n=Math.floor(t);if(!(n>=0))throw new Error(`invalid digits: ${t}`);if(n>15)return sa;const e=10**n;return function(t){this._+=t[0];for(let n=1,r=t.length;n<r;++n)this._+=Math.round(arguments[n]*e)/e+t[n]}}(t),this._equal=null==t?la:function(t){const n=Math.floor(t);if(!(n<=15))return la;const e=10**n,r=function(t){return Math.round(t*e)};return function(t,n,e,i){return r(t)===r(e)&&r(n)===r(i)}}(t)}moveTo(t,n){this._append`M${this._x0=this._x1=+t},${this._y0=this._y1=+n}`}closePath(){null!==this._x1&&(this._x1=this._x0,this._y1=this._y0,this._append`Z`)}lineTo(t,n){this._append`L${this._x1=+t},${this._y1=+n}`}quadraticCurveTo(t,n,e,r){this._append`Q${+t},${+n},${this._x1=+e},${this._y1=+r}`}bezierCurveTo(t,n,e,r,i,o){this._append`C${+t},${+n},${+e},${+r},${this._x1=+i},${this._y1=+o}`}arcTo(t,n,e,r,i){if(t=+t,n=+n,e=+e,r=+r,(i=+i)<0)throw new Error(`negative radius: ${i}`);let o=this._x1,a=this._y1,u=e-t,c=r-n,f=o-t,s=a-n,l=f*f+s*s;if(null===this._x1)this._append`M${this._x1=t},${this._y1=n}`;else if(l>ca)if(Math.abs(s*u-c*f)>ca&&i){let h=e-o,d=r-a,p=u*u+c*c,g=h*h+d*d,y=Math.sqrt(p),v=Math.sqrt(l),_=i*Math.tan((aa-Math.acos((p+l-g)/(2*y*v)))/2),b=_/v,m=_/y;Math.abs(b-1)>ca&&this._append`L${t+b*f},${n+b*s}`,this._append`A${i},${i},0,0,${+(s*h>f*d)},${this._x1=t+m*u},${this._y1=n+m*c}`}else this._append`L${this._x1=t},${this._y1=n}`;else;}arc(t,n,e,r,i,o){if(t=+t,n=+n,o=!!o,(e=+e)<0)throw new Error(`negative radius: ${e}`);let a=e*Math.cos(r),u=e*Math.sin(r),c=t+a,f=n+u,s=1^o,l=o?r-i:i-r;if(null===this._x1?this._append`M${c},${f}`:(Math.abs(this._x1-c)>ca||Math.abs(this._y1-f)>ca)&&this._append`L${c},${f}`,e)if(l<0&&(l=l%ua+ua),l>fa)this._append`A${e},${e},0,1,${s},${t-a},${n-u}A${e},${e},0,1,${s},${this._x1=c},${this._y1=f}`;else if(l>ca){const o=t+e*Math.cos(i),a=n+e*Math.sin(i);if(l>=aa&&this._equal(c,f,o,a)){l/=2;let i=r+l;this._append`A${e},${e},0,${+(l>=aa)},${s},${t+e*Math.cos(i)},${n+e*Math.sin(i)}`}this._append`A${e},${e},0,${+(l>=aa)},${s},${this._x1=o},${this._y1=a}`}}rect(t,n,e,r){this._append`M${this._x0=this._x1=+t},${this._y0=this._y1=+n}h${e=+e}v${+r}h${-e}Z`}toString(){return this._}};function da(){return new ha}da.prototype=ha.prototype;var pa=Math.abs,ga=Math.cos,ya=Math.sin,va=Math.PI,_a=va/2,ba=2*va,ma=Math.max,xa=1e-12;function wa(t,n){return Array.from({length:n-t},(n,e)=>t+e)}function Ma(t,n){var e=0,r=null,i=null,o=null;function a(a){var u,c=a.length,f=new Array(c),s=wa(0,c),l=new Array(c*c),h=new Array(c),d=0;a=Float64Array.from({length:c*c},n?(t,n)=>a[n%c][n/c|0]:(t,n)=>a[n/c|0][n%c]);for(let n=0;n<c;++n){let e=0;for(let r=0;r<c;++r)e+=a[n*c+r]+t*a[r*c+n];d+=f[n]=e}u=(d=ma(0,ba-e*c)/d)?e:ba/c;{let n=0;r&&s.sort((t,n)=>r(f[t],f[n]));for(const e of s){const r=n;if(t){const t=wa(1+~c,c).filter(t=>t<0?a[~t*c+e]:a[e*c+t]);i&&t.sort((t,n)=>i(t<0?-a[~t*c+e]:a[e*c+t],n<0?-a[~n*c+e]:a[e*c+n]));for(const r of t)if(r<0){(l[~r*c+e]||(l[~r*c+e]={source:null,target:null})).target={index:e,startAngle:n,endAngle:n+=a[~r*c+e]*d,value:a[~r*c+e]}}else{(l[e*c+r]||(l[e*c+r]={source:null,target:null})).source={index:e,startAngle:n,endAngle:n+=a[e*c+r]*d,value:a[e*c+r]}}h[e]={index:e,startAngle:r,endAngle:n,value:f[e]}}else{const t=wa(0,c).filter(t=>a[e*c+t]||a[t*c+e]);i&&t.sort((t,n)=>i(a[e*c+t],a[e*c+n]));for(const r of t){let t;if(e<r?(t=l[e*c+r]||(l[e*c+r]={source:null,target:null}),t.source={index:e,startAngle:n,endAngle:n+=a[e*c+r]*d,value:a[e*c+r]}):(t=l[r*c+e]||(l[r*c+e]={source:null,target:null}),t.target={index:e,startAngle:n,endAngle:n+=a[e*c+r]*d,value:a[e*c+r]},e===r&&(t.source=t.target)),t.source&&t.target&&t.source.value<t.target.value){const n=t.source;t.source=t.target,t.target=n}}h[e]={index:e,startAngle:r,endAngle:n,value:f[e]}}n+=u}}return(l=Object.values(l)).groups=h,o?l.sort(o):l}return a.padAngle=function(t){return arguments.length?(e=ma(0,t),a):e},a.sortGroups=function(t){return arguments.length?(r=t,a):r},a.sortSubgroups=function(t){return arguments.length?(i=t,a):i},a.sortChords=function(t){return arguments.length?(null==t?o=null:(n=t,o=function(t,e){return n(t.source.value+t.target.value,e.source.value+e.target.value)})._=t,a):o&&o._;var n},a}var Aa=Array.prototype.slice;function Ta(t){return function(){return t}}function Sa(t){return t.source}function Ea(t){return t.target}function Na(t){return t.radius}function ka(t){return t.startAngle}function Ca(t){return t.endAngle}function Pa(){return 0}function za(){return 10}function $a(t){var n=Sa,e=Ea,r=Na,i=Na,o=ka,a=Ca,u=Pa,c=null;function f(){var f,s=n.apply(this,arguments),l=e.apply(this,arguments),h=u.apply(this,arguments)/2,d=Aa.call(arguments),p=+r.apply(this,(d[0]=s,d)),g=o.apply(this,d)-_a,y=a.apply(this,d)-_a,v=+i.apply(this,(d[0]=l,d)),_=o.apply(this,d)-_a,b=a.apply(this,d)-_a;if(c||(c=f=da()),h>xa&&(pa(y-g)>2*h+xa?y>g?(g+=h,y-=h):(g-=h,y+=h):g=y=(g+y)/2,pa(b-_)>2*h+xa?b>_?(_+=h,b-=h):(_-=h,b+=h):_=b=(_+b)/2),c.moveTo(p*ga(g),p*ya(g)),c.arc(0,0,p,g,y),g!==_||y!==b)if(t){var m=v-+t.apply(this,arguments),x=(_+b)/2;c.quadraticCurveTo(0,0,m*ga(_),m*ya(_)),c.lineTo(v*ga(x),v*ya(x)),c.lineTo(m*ga(b),m*ya(b))}else c.quadraticCurveTo(0,0,v*ga(_),v*ya(_)),c.arc(0,0,v,_,b);if(c.quadraticCurveTo(0,0,p*ga(g),p*ya(g)),c.closePath(),f)return c=null,f+""||null}return t&&(f.headRadius=function(n){return arguments.length?(t="function"==typeof n?n:Ta(+n),f):t}),f.radius=function(t){return arguments.length?(r=i="function"==typeof t?t:Ta(+t),f):r},f.sourceRadius=function(t){return arguments.length?(r="function"==typeof t?t:Ta(+t),f):r},f.targetRadius=function(t){return arguments.length?(i="function"==typeof t?t:Ta(+t),f):i},f.startAngle=function(t){return arguments.length?(o="function"==typeof t?t:Ta(+t),f):o},f.endAngle=function(t){return arguments.length?(a="function"==typeof t?t:Ta(+t),f):a},f.padAngle=function(t){return arguments.length?(u="function"==typeof t?t:Ta(+t),f):u},f.source=function(t){return arguments.length?(n=t,f):n},f.target=function(t){return arguments.length?(e=t,f):e},f.context=function(t){return arguments.length?(c=null==t?null:t,f):c},f}var Da=Array.prototype.slice;function Ra(t,n){return t-n}var Fa=t=>()=>t;function qa(t,n){for(var e,r=-1,i=n.length;++r<i;)if(e=Ia(t,n[r]))return e;return 0}function Ia(t,n){for(var e=n[0],r=n[1],i=-1,o=0,a=t.length,u=a-1;o<a;u=o++){var c=t[o],f=c[0],s=c[1],l=t[u],h=l[0],d=l[1];if(Ua(c,l,n))return 0;s>r!=d>r&&e<(h-f)*(r-s)/(d-s)+f&&(i=-i)}return i}function Ua(t,n,e){var r,i,o,a;return function(t,n,e){return(n[0]-t[0])*(e[1]-t[1])===(e[0]-t[0])*(n[1]-t[1])}(t,n,e)&&(i=t[r=+(t[0]===n[0])],o=e[r],a=n[r],i<=o&&o<=a||a<=o&&o<=i)}function Oa(){}var Ba=[[],[[[1,1.5],[.5,1]]],[[[1.5,1],[1,1.5]]],[[[1.5,1],[.5,1]]],[[[1,.5],[1.5,1]]],[[[1,1.5],[.5,1]],[[1,.5],[1.5,1]]],[[[1,.5],[1,1.5]]],[[[1,.5],[.5,1]]],[[[.5,1],[1,.5]]],[[[1,1.5],[1,.5]]],[[[.5,1],[1,.5]],[[1.5,1],[1,1.5]]],[[[1.5,1],[1,.5]]],[[[.5,1],[1.5,1]]],[[[1,1.5],[1.5,1]]],[[[.5,1],[1,1.5]]],[]];function Ya(){var t=1,n=1,e=Z,r=u;function i(t){var n=e(t);if(Array.isArray(n))n=n.slice().sort(Ra);else{const e=w(t,La);for(n=X(...W(e[0],e[1],n),n);n[n.length-1]>=e[1];)n.pop();for(;n[1]<e[0];)n.shift()}return n.map(n=>o(t,n))}function o(e,i){const o=null==i?NaN:+i;if(isNaN(o))throw new Error(`invalid value: ${i}`);var u=[],c=[];return function(e,r,i){var o,u,c,f,s,l,h=new Array,d=new Array;o=u=-1,f=ja(e[0],r),Ba[f<<1].forEach(p);for(;++o<t-1;)c=f,f=ja(e[o+1],r),Ba[c|f<<1].forEach(p);Ba[f|0].forEach(p);for(;++u<n-1;){for(o=-1,f=ja(e[u*t+t],r),s=ja(e[u*t],r),Ba[f<<1|s<<2].forEach(p);++o<t-1;)c=f,f=ja(e[u*t+t+o+1],r),l=s,s=ja(e[u*t+o+1],r),Ba[c|f<<1|s<<2|l<<3].forEach(p);Ba[f|s<<3].forEach(p)}o=-1,s=e[u*t]>=r,Ba[s<<2].forEach(p);for(;++o<t-1;)l=s,s=ja(e[u*t+o+1],r),Ba[s<<2|l<<3].forEach(p);function p(t){var n,e,r=[t[0][0]+o,t[0][1]+u],c=[t[1][0]+o,t[1][1]+u],f=a(r),s=a(c);(n=d[f])?(e=h[s])?(delete d[n.end],delete h[e.start],n===e?(n.ring.push(c),i(n.ring)):h[n.start]=d[e.end]={start:n.start,end:e.end,ring:n.ring.concat(e.ring)}):(delete d[n.end],n.ring.push(c),d[n.end=s]=n):(n=h[s])?(e=d[f])?(delete h[n.start],delete d[e.end],n===e?(n.ring.push(c),i(n.ring)):h[e.start]=d[n.end]={start:e.start,end:n.end,ring:e.ring.concat(n.ring)}):(delete h[n.start],n.ring.unshift(r),h[n.start=f]=n):h[f]=d[s]={start:f,end:s,ring:[r,c]}}Ba[s<<3].forEach(p)}(e,o,function(t){r(t,e,o),function(t){for(var n=0,e=t.length,r=t[e-1][1]*t[0][0]-t[e-1][0]*t[0][1];++n<e;)r+=t[n-1][1]*t[n][0]-t[n-1][0]*t[n][1];return r}(t)>0?u.push([t]):c.push(t)}),c.forEach(function(t){for(var n,e=0,r=u.length;e<r;++e)if(-1!==qa((n=u[e])[0],t))return void n.push(t)}),{type:"MultiPolygon",value:i,coordinates:u}}function a(n){return 2*n[0]+n[1]*(t+1)*4}function u(e,r,i){e.forEach(function(e){var o=e[0],a=e[1],u=0|o,c=0|a,f=Ha(r[c*t+u]);o>0&&o<t&&u===o&&(e[0]=Xa(o,Ha(r[c*t+u-1]),f,i)),a>0&&a<n&&c===a&&(e[1]=Xa(a,Ha(r[(c-1)*t+u]),f,i))})}return i.contour=o,i.size=function(e){if(!arguments.length)return[t,n];var r=Math.floor(e[0]),o=Math.floor(e[1]);if(!(r>=0&&o>=0))throw new Error("invalid size");return t=r,n=o,i},i.thresholds=function(t){return arguments.length?(e="function"==typeof t?t:Array.isArray(t)?Fa(Da.call(t)):Fa(t),i):e},i.smooth=function(t){return arguments.length?(r=t?u:Oa,i):r===u},i}function La(t){return isFinite(t)?t:NaN}function ja(t,n){return null!=t&&+t>=n}function Ha(t){return null==t||isNaN(t=+t)?-1/0:t}function Xa(t,n,e,r){const i=r-n,o=e-n,a=isFinite(i)||isFinite(o)?i/o:Math.sign(i)/Math.sign(o);return isNaN(a)?t:t+a-.5}function Ga(t){return t[0]}function Va(t){return t[1]}function Wa(){return 1}const Za=134217729;function Ka(t,n,e,r,i){let o,a,u,c,f=n[0],s=r[0],l=0,h=0;s>f==s>-f?(o=f,f=n[++l]):(o=s,s=r[++h]);let d=0;if(l<t&&h<e)for(s>f==s>-f?(a=f+o,u=o-(a-f),f=n[++l]):(a=s+o,u=o-(a-s),s=r[++h]),o=a,0!==u&&(i[d++]=u);l<t&&h<e;)s>f==s>-f?(a=o+f,c=a-o,u=o-(a-c)+(f-c),f=n[++l]):(a=o+s,c=a-o,u=o-(a-c)+(s-c),s=r[++h]),o=a,0!==u&&(i[d++]=u);for(;l<t;)a=o+f,c=a-o,u=o-(a-c)+(f-c),f=n[++l],o=a,0!==u&&(i[d++]=u);for(;h<e;)a=o+s,c=a-o,u=o-(a-c)+(s-c),s=r[++h],o=a,0!==u&&(i[d++]=u);return 0===o&&0!==d||(i[d++]=o),d}function Qa(t){return new Float64Array(t)}const Ja=Qa(4),tu=Qa(8),nu=Qa(12),eu=Qa(16),ru=Qa(4);function iu(t,n,e,r,i,o){const a=(n-o)*(e-i),u=(t-i)*(r-o),c=a-u,f=Math.abs(a+u);return Math.abs(c)>=33306690738754716e-32*f?c:-function(t,n,e,r,i,o,a){let u,c,f,s,l,h,d,p,g,y,v,_,b,m,x,w,M,A;const T=t-i,S=e-i,E=n-o,N=r-o;m=T*N,h=Za*T,d=h-(h-T),p=T-d,h=Za*N,g=h-(h-N),y=N-g,x=p*y-(m-d*g-p*g-d*y),w=E*S,h=Za*E,d=h-(h-E),p=E-d,h=Za*S,g=h-(h-S),y=S-g,M=p*y-(w-d*g-p*g-d*y),v=x-M,l=x-v,Ja[0]=x-(v+l)+(l-M),_=m+v,l=_-m,b=m-(_-l)+(v-l),v=b-w,l=b-v,Ja[1]=b-(v+l)+(l-w),A=_+v,l=A-_,Ja[2]=_-(A-l)+(v-l),Ja[3]=A;let k=function(t,n){let e=n[0];for(let r=1;r<t;r++)e+=n[r];return e}(4,Ja),C=22204460492503146e-32*a;if(k>=C||-k>=C)return k;if(l=t-T,u=t-(T+l)+(l-i),l=e-S,f=e-(S+l)+(l-i),l=n-E,c=n-(E+l)+(l-o),l=r-N,s=r-(N+l)+(l-o),0===u&&0===c&&0===f&&0===s)return k;if(C=11093356479670487e-47*a+33306690738754706e-32*Math.abs(k),k+=T*s+N*u-(E*f+S*c),k>=C||-k>=C)return k;m=u*N,h=Za*u,d=h-(h-u),p=u-d,h=Za*N,g=h-(h-N),y=N-g,x=p*y-(m-d*g-p*g-d*y),w=c*S,h=Za*c,d=h-(h-c),p=c-d,h=Za*S,g=h-(h-S),y=S-g,M=p*y-(w-d*g-p*g-d*y),v=x-M,l=x-v,ru[0]=x-(v+l)+(l-M),_=m+v,l=_-m,b=m-(_-l)+(v-l),v=b-w,l=b-v,ru[1]=b-(v+l)+(l-w),A=_+v,l=A-_,ru[2]=_-(A-l)+(v-l),ru[3]=A;const P=Ka(4,Ja,4,ru,tu);m=T*s,h=Za*T,d=h-(h-T),p=T-d,h=Za*s,g=h-(h-s),y=s-g,x=p*y-(m-d*g-p*g-d*y),w=E*f,h=Za*E,d=h-(h-E),p=E-d,h=Za*f,g=h-(h-f),y=f-g,M=p*y-(w-d*g-p*g-d*y),v=x-M,l=x-v,ru[0]=x-(v+l)+(l-M),_=m+v,l=_-m,b=m-(_-l)+(v-l),v=b-w,l=b-v,ru[1]=b-(v+l)+(l-w),A=_+v,l=A-_,ru[2]=_-(A-l)+(v-l),ru[3]=A;const z=Ka(P,tu,4,ru,nu);m=u*s,h=Za*u,d=h-(h-u),p=u-d,h=Za*s,g=h-(h-s),y=s-g,x=p*y-(m-d*g-p*g-d*y),w=c*f,h=Za*c,d=h-(h-c),p=c-d,h=Za*f,g=h-(h-f),y=f-g,M=p*y-(w-d*g-p*g-d*y),v=x-M,l=x-v,ru[0]=x-(v+l)+(l-M),_=m+v,l=_-m,b=m-(_-l)+(v-l),v=b-w,l=b-v,ru[1]=b-(v+l)+(l-w),A=_+v,l=A-_,ru[2]=_-(A-l)+(v-l),ru[3]=A;const $=Ka(z,nu,4,ru,eu);return eu[$-1]}(t,n,e,r,i,o,f)}Qa(4),Qa(4),Qa(4),Qa(4),Qa(4),Qa(4),Qa(4),Qa(4),Qa(4),Qa(8),Qa(8),Qa(8),Qa(4),Qa(8),Qa(8),Qa(16),Qa(12),Qa(192),Qa(192),Qa(4),Qa(4),Qa(4),Qa(4),Qa(4),Qa(4),Qa(4),Qa(4),Qa(8),Qa(8),Qa(8),Qa(8),Qa(8),Qa(8),Qa(8),Qa(8),Qa(8),Qa(4),Qa(4),Qa(4),Qa(8),Qa(16),Qa(16),Qa(16),Qa(32),Qa(32),Qa(48),Qa(64),Qa(1152),Qa(1152),Qa(4),Qa(4),Qa(4),Qa(4),Qa(4),Qa(4),Qa(4),Qa(4),Qa(4),Qa(4),Qa(24),Qa(24),Qa(24),Qa(24),Qa(24),Qa(24),Qa(24),Qa(24),Qa(24),Qa(24),Qa(1152),Qa(1152),Qa(1152),Qa(1152),Qa(1152),Qa(2304),Qa(2304),Qa(3456),Qa(5760),Qa(8),Qa(8),Qa(8),Qa(16),Qa(24),Qa(48),Qa(48),Qa(96),Qa(192),Qa(384),Qa(384),Qa(384),Qa(768),Qa(96),Qa(96),Qa(96),Qa(1152);const ou=Math.pow(2,-52),au=new Uint32Array(512);class uu{static from(t,n=du,e=pu){const r=t.length,i=new Float64Array(2*r);for(let o=0;o<r;o++){const r=t[o];i[2*o]=n(r),i[2*o+1]=e(r)}return new uu(i)}constructor(t){const n=t.length>>1;if(n>0&&"number"!=typeof t[0])throw new Error("Expected coords to contain numbers.");this.coords=t;const e=Math.max(2*n-5,0);this._triangles=new Uint32Array(3*e),this._halfedges=new Int32Array(3*e),this._hashSize=Math.ceil(Math.sqrt(n)),this._hullPrev=new Uint32Array(n),this._hullNext=new Uint32Array(n),this._hullTri=new Uint32Array(n),this._hullHash=new Int32Array(this._hashSize),this._ids=new Uint32Array(n),this._dists=new Float64Array(n),this.trianglesLen=0,this._cx=0,this._cy=0,this._hullStart=0,this.hull=this._triangles,this.triangles=this._triangles,this.halfedges=this._halfedges,this.update()}update(){const{coords:t,_hullPrev:n,_hullNext:e,_hullTri:r,_hullHash:i}=this,o=t.length>>1;let a=1/0,u=1/0,c=-1/0,f=-1/0;for(let n=0;n<o;n++){const e=t[2*n],r=t[2*n+1];e<a&&(a=e),r<u&&(u=r),e>c&&(c=e),r>f&&(f=r),this._ids[n]=n}const s=(a+c)/2,l=(u+f)/2;let h=0,d=0,p=0;for(let n=0,e=1/0;n<o;n++){const r=cu(s,l,t[2*n],t[2*n+1]);r<e&&(h=n,e=r)}const g=t[2*h],y=t[2*h+1];for(let n=0,e=1/0;n<o;n++){if(n===h)continue;const r=cu(g,y,t[2*n],t[2*n+1]);r<e&&r>0&&(d=n,e=r)}let v=t[2*d],_=t[2*d+1],b=1/0;for(let n=0;n<o;n++){if(n===h||n===d)continue;const e=su(g,y,v,_,t[2*n],t[2*n+1]);e<b&&(p=n,b=e)}let m=t[2*p],x=t[2*p+1];if(b===1/0){for(let n=0;n<o;n++)this._dists[n]=t[2*n]-t[0]||t[2*n+1]-t[1];lu(this._ids,this._dists,0,o-1);const n=new Uint32Array(o);let e=0;for(let t=0,r=-1/0;t<o;t++){const i=this._ids[t],o=this._dists[i];o>r&&(n[e++]=i,r=o)}return this.hull=n.subarray(0,e),this.triangles=new Uint32Array(0),void(this.halfedges=new Int32Array(0))}if(iu(g,y,v,_,m,x)<0){const t=d,n=v,e=_;d=p,v=m,_=x,p=t,m=n,x=e}const w=function(t,n,e,r,i,o){const a=e-t,u=r-n,c=i-t,f=o-n,s=a*a+u*u,l=c*c+f*f,h=.5/(a*f-u*c),d=t+(f*s-u*l)*h,p=n+(a*l-c*s)*h;return{x:d,y:p}}(g,y,v,_,m,x);this._cx=w.x,this._cy=w.y;for(let n=0;n<o;n++)this._dists[n]=cu(t[2*n],t[2*n+1],w.x,w.y);lu(this._ids,this._dists,0,o-1),this._hullStart=h;let M=3;e[h]=n[p]=d,e[d]=n[h]=p,e[p]=n[d]=h,r[h]=0,r[d]=1,r[p]=2,i.fill(-1),i[this._hashKey(g,y)]=h,i[this._hashKey(v,_)]=d,i[this._hashKey(m,x)]=p,this.trianglesLen=0,this._addTriangle(h,d,p,-1,-1,-1);for(let o=0,a=0,u=0;o<this._ids.length;o++){const c=this._ids[o],f=t[2*c],s=t[2*c+1];if(o>0&&Math.abs(f-a)<=ou&&Math.abs(s-u)<=ou)continue;if(a=f,u=s,c===h||c===d||c===p)continue;let l=0;for(let t=0,n=this._hashKey(f,s);t<this._hashSize&&(l=i[(n+t)%this._hashSize],-1===l||l===e[l]);t++);l=n[l];let g,y=l;for(;g=e[y],iu(f,s,t[2*y],t[2*y+1],t[2*g],t[2*g+1])>=0;)if(y=g,y===l){y=-1;break}if(-1===y)continue;let v=this._addTriangle(y,c,e[y],-1,-1,r[y]);r[c]=this._legalize(v+2),r[y]=v,M++;let _=e[y];for(;g=e[_],iu(f,s,t[2*_],t[2*_+1],t[2*g],t[2*g+1])<0;)v=this._addTriangle(_,c,g,r[c],-1,r[_]),r[c]=this._legalize(v+2),e[_]=_,M--,_=g;if(y===l)for(;g=n[y],iu(f,s,t[2*g],t[2*g+1],t[2*y],t[2*y+1])<0;)v=this._addTriangle(g,c,y,-1,r[y],r[g]),this._legalize(v+2),r[g]=v,e[y]=y,M--,y=g;this._hullStart=n[c]=y,e[y]=n[_]=c,e[c]=_,i[this._hashKey(f,s)]=c,i[this._hashKey(t[2*y],t[2*y+1])]=y}this.hull=new Uint32Array(M);for(let t=0,n=this._hullStart;t<M;t++)this.hull[t]=n,n=e[n];this.triangles=this._triangles.subarray(0,this.trianglesLen),this.halfedges=this._halfedges.subarray(0,this.trianglesLen)}_hashKey(t,n){return Math.floor(function(t,n){const e=t/(Math.abs(t)+Math.abs(n));return(n>0?3-e:1+e)/4}(t-this._cx,n-this._cy)*this._hashSize)%this._hashSize}_legalize(t){const{_triangles:n,_halfedges:e,coords:r}=this;let i=0,o=0;for(;;){const a=e[t],u=t-t%3;if(o=u+(t+2)%3,-1===a){if(0===i)break;t=au[--i];continue}const c=a-a%3,f=u+(t+1)%3,s=c+(a+2)%3,l=n[o],h=n[t],d=n[f],p=n[s];if(fu(r[2*l],r[2*l+1],r[2*h],r[2*h+1],r[2*d],r[2*d+1],r[2*p],r[2*p+1])){n[t]=p,n[a]=l;const r=e[s];if(-1===r){let n=this._hullStart;do{if(this._hullTri[n]===s){this._hullTri[n]=t;break}n=this._hullPrev[n]}while(n!==this._hullStart)}this._link(t,r),this._link(a,e[o]),this._link(o,s);const u=c+(a+1)%3;i<au.length&&(au[i++]=u)}else{if(0===i)break;t=au[--i]}}return o}_link(t,n){this._halfedges[t]=n,-1!==n&&(this._halfedges[n]=t)}_addTriangle(t,n,e,r,i,o){const a=this.trianglesLen;return this._triangles[a]=t,this._triangles[a+1]=n,this._triangles[a+2]=e,this._link(a,r),this._link(a+1,i),this._link(a+2,o),this.trianglesLen+=3,a}}function cu(t,n,e,r){const i=t-e,o=n-r;return i*i+o*o}function fu(t,n,e,r,i,o,a,u){const c=t-a,f=n-u,s=e-a,l=r-u,h=i-a,d=o-u,p=s*s+l*l,g=h*h+d*d;return c*(l*g-p*d)-f*(s*g-p*h)+(c*c+f*f)*(s*d-l*h)<0}function su(t,n,e,r,i,o){const a=e-t,u=r-n,c=i-t,f=o-n,s=a*a+u*u,l=c*c+f*f,h=.5/(a*f-u*c),d=(f*s-u*l)*h,p=(a*l-c*s)*h;return d*d+p*p}function lu(t,n,e,r){if(r-e<=20)for(let i=e+1;i<=r;i++){const r=t[i],o=n[r];let a=i-1;for(;a>=e&&n[t[a]]>o;)t[a+1]=t[a--];t[a+1]=r}else{let i=e+1,o=r;hu(t,e+r>>1,i),n[t[e]]>n[t[r]]&&hu(t,e,r),n[t[i]]>n[t[r]]&&hu(t,i,r),n[t[e]]>n[t[i]]&&hu(t,e,i);const a=t[i],u=n[a];for(;;){do{i++}while(n[t[i]]<u);do{o--}while(n[t[o]]>u);if(o<i)break;hu(t,i,o)}t[e+1]=t[o],t[o]=a,r-i+1>=o-e?(lu(t,n,i,r),lu(t,n,e,o-1)):(lu(t,n,e,o-1),lu(t,n,i,r))}}function hu(t,n,e){const r=t[n];t[n]=t[e],t[e]=r}function du(t){return t[0]}function pu(t){return t[1]}const gu=1e-6;class yu{constructor(){this._x0=this._y0=this._x1=this._y1=null,this._=""}moveTo(t,n){this._+=`M${this._x0=this._x1=+t},${this._y0=this._y1=+n}`}closePath(){null!==this._x1&&(this._x1=this._x0,this._y1=this._y0,this._+="Z")}lineTo(t,n){this._+=`L${this._x1=+t},${this._y1=+n}`}arc(t,n,e){const r=(t=+t)+(e=+e),i=n=+n;if(e<0)throw new Error("negative radius");null===this._x1?this._+=`M${r},${i}`:(Math.abs(this._x1-r)>gu||Math.abs(this._y1-i)>gu)&&(this._+="L"+r+","+i),e&&(this._+=`A${e},${e},0,1,1,${t-e},${n}A${e},${e},0,1,1,${this._x1=r},${this._y1=i}`)}rect(t,n,e,r){this._+=`M${this._x0=this._x1=+t},${this._y0=this._y1=+n}h${+e}v${+r}h${-e}Z`}value(){return this._||null}}class vu{constructor(){this._=[]}moveTo(t,n){this._.push([t,n])}closePath(){this._.push(this._[0].slice())}lineTo(t,n){this._.push([t,n])}value(){return this._.length?this._:null}}class _u{constructor(t,[n,e,r,i]=[0,0,960,500]){if(!((r=+r)>=(n=+n)&&(i=+i)>=(e=+e)))throw new Error("invalid bounds");this.delaunay=t,this._circumcenters=new Float64Array(2*t.points.length),this.vectors=new Float64Array(2*t.points.length),this.xmax=r,this.xmin=n,this.ymax=i,this.ymin=e,this._init()}update(){return this.delaunay.update(),this._init(),this}_init(){const{delaunay:{points:t,hull:n,triangles:e},vectors:r}=this;let i,o;const a=this.circumcenters=this._circumcenters.subarray(0,e.length/3*2);for(let r,u,c=0,f=0,s=e.length;c<s;c+=3,f+=2){const s=2*e[c],l=2*e[c+1],h=2*e[c+2],d=t[s],p=t[s+1],g=t[l],y=t[l+1],v=t[h],_=t[h+1],b=g-d,m=y-p,x=v-d,w=_-p,M=2*(b*w-m*x);if(Math.abs(M)<1e-9){if(void 0===i){i=o=0;for(const e of n)i+=t[2*e],o+=t[2*e+1];i/=n.length,o/=n.length}const e=1e9*Math.sign((i-d)*w-(o-p)*x);r=(d+v)/2-e*w,u=(p+_)/2+e*x}else{const t=1/M,n=b*b+m*m,e=x*x+w*w;r=d+(w*n-m*e)*t,u=p+(b*e-x*n)*t}a[f]=r,a[f+1]=u}let u,c,f,s=n[n.length-1],l=4*s,h=t[2*s],d=t[2*s+1];r.fill(0);for(let e=0;e<n.length;++e)s=n[e],u=l,c=h,f=d,l=4*s,h=t[2*s],d=t[2*s+1],r[u+2]=r[l]=f-d,r[u+3]=r[l+1]=h-c}render(t){const n=null==t?t=new yu:void 0,{delaunay:{halfedges:e,inedges:r,hull:i},circumcenters:o,vectors:a}=this;if(i.length<=1)return null;for(let n=0,r=e.length;n<r;++n){const r=e[n];if(r<n)continue;const i=2*Math.floor(n/3),a=2*Math.floor(r/3),u=o[i],c=o[i+1],f=o[a],s=o[a+1];this._renderSegment(u,c,f,s,t)}let u,c=i[i.length-1];for(let n=0;n<i.length;++n){u=c,c=i[n];const e=2*Math.floor(r[c]/3),f=o[e],s=o[e+1],l=4*u,h=this._project(f,s,a[l+2],a[l+3]);h&&this._renderSegment(f,s,h[0],h[1],t)}return n&&n.value()}renderBounds(t){const n=null==t?t=new yu:void 0;return t.rect(this.xmin,this.ymin,this.xmax-this.xmin,this.ymax-this.ymin),n&&n.value()}renderCell(t,n){const e=null==n?n=new yu:void 0,r=this._clip(t);if(null===r||!r.length)return;n.moveTo(r[0],r[1]);let i=r.length;for(;r[0]===r[i-2]&&r[1]===r[i-1]&&i>1;)i-=2;for(let t=2;t<i;t+=2)r[t]===r[t-2]&&r[t+1]===r[t-1]||n.lineTo(r[t],r[t+1]);return n.closePath(),e&&e.value()}*cellPolygons(){const{delaunay:{points:t}}=this;for(let n=0,e=t.length/2;n<e;++n){const t=this.cellPolygon(n);t&&(t.index=n,yield t)}}cellPolygon(t){const n=new vu;return this.renderCell(t,n),n.value()}_renderSegment(t,n,e,r,i){let o;const a=this._regioncode(t,n),u=this._regioncode(e,r);0===a&&0===u?(i.moveTo(t,n),i.lineTo(e,r)):(o=this._clipSegment(t,n,e,r,a,u))&&(i.moveTo(o[0],o[1]),i.lineTo(o[2],o[3]))}contains(t,n,e){return(n=+n)==n&&(e=+e)==e&&this.delaunay._step(t,n,e)===t}*neighbors(t){const n=this._clip(t);if(n)for(const e of this.delaunay.neighbors(t)){const t=this._clip(e);if(t)t:for(let r=0,i=n.length;r<i;r+=2)for(let o=0,a=t.length;o<a;o+=2)if(n[r]===t[o]&&n[r+1]===t[o+1]&&n[(r+2)%i]===t[(o+a-2)%a]&&n[(r+3)%i]===t[(o+a-1)%a]){yield e;break t}}}_cell(t){const{circumcenters:n,delaunay:{inedges:e,halfedges:r,triangles:i}}=this,o=e[t];if(-1===o)return null;const a=[];let u=o;do{const e=Math.floor(u/3);if(a.push(n[2*e],n[2*e+1]),u=u%3==2?u-2:u+1,i[u]!==t)break;u=r[u]}while(u!==o&&-1!==u);return a}_clip(t){if(0===t&&1===this.delaunay.hull.length)return[this.xmax,this.ymin,this.xmax,this.ymax,this.xmin,this.ymax,this.xmin,this.ymin];const n=this._cell(t);if(null===n)return null;const{vectors:e}=this,r=4*t;return this._simplify(e[r]||e[r+1]?this._clipInfinite(t,n,e[r],e[r+1],e[r+2],e[r+3]):this._clipFinite(t,n))}_clipFinite(t,n){const e=n.length;let r,i,o,a,u=null,c=n[e-2],f=n[e-1],s=this._regioncode(c,f),l=0;for(let h=0;h<e;h+=2)if(r=c,i=f,c=n[h],f=n[h+1],o=s,s=this._regioncode(c,f),0===o&&0===s)a=l,l=0,u?u.push(c,f):u=[c,f];else{let n,e,h,d,p;if(0===o){if(null===(n=this._clipSegment(r,i,c,f,o,s)))continue;[e,h,d,p]=n}else{if(null===(n=this._clipSegment(c,f,r,i,s,o)))continue;[d,p,e,h]=n,a=l,l=this._edgecode(e,h),a&&l&&this._edge(t,a,l,u,u.length),u?u.push(e,h):u=[e,h]}a=l,l=this._edgecode(d,p),a&&l&&this._edge(t,a,l,u,u.length),u?u.push(d,p):u=[d,p]}if(u)a=l,l=this._edgecode(u[0],u[1]),a&&l&&this._edge(t,a,l,u,u.length);else if(this.contains(t,(this.xmin+this.xmax)/2,(this.ymin+this.ymax)/2))return[this.xmax,this.ymin,this.xmax,this.ymax,this.xmin,this.ymax,this.xmin,this.ymin];return u}_clipSegment(t,n,e,r,i,o){const a=i<o;for(a&&([t,n,e,r,i,o]=[e,r,t,n,o,i]);;){if(0===i&&0===o)return a?[e,r,t,n]:[t,n,e,r];if(i&o)return null;let u,c,f=i||o;8&f?(u=t+(e-t)*(this.ymax-n)/(r-n),c=this.ymax):4&f?(u=t+(e-t)*(this.ymin-n)/(r-n),c=this.ymin):2&f?(c=n+(r-n)*(this.xmax-t)/(e-t),u=this.xmax):(c=n+(r-n)*(this.xmin-t)/(e-t),u=this.xmin),i?(t=u,n=c,i=this._regioncode(t,n)):(e=u,r=c,o=this._regioncode(e,r))}}_clipInfinite(t,n,e,r,i,o){let a,u=Array.from(n);if((a=this._project(u[0],u[1],e,r))&&u.unshift(a[0],a[1]),(a=this._project(u[u.length-2],u[u.length-1],i,o))&&u.push(a[0],a[1]),u=this._clipFinite(t,u))for(let n,e=0,r=u.length,i=this._edgecode(u[r-2],u[r-1]);e<r;e+=2)n=i,i=this._edgecode(u[e],u[e+1]),n&&i&&(e=this._edge(t,n,i,u,e),r=u.length);else this.contains(t,(this.xmin+this.xmax)/2,(this.ymin+this.ymax)/2)&&(u=[this.xmin,this.ymin,this.xmax,this.ymin,this.xmax,this.ymax,this.xmin,this.ymax]);return u}_edge(t,n,e,r,i){for(;n!==e;){let e,o;switch(n){case 5:n=4;continue;case 4:n=6,e=this.xmax,o=this.ymin;break;case 6:n=2;continue;case 2:n=10,e=this.xmax,o=this.ymax;break;case 10:n=8;continue;case 8:n=9,e=this.xmin,o=this.ymax;break;case 9:n=1;continue;case 1:n=5,e=this.xmin,o=this.ymin}r[i]===e&&r[i+1]===o||!this.contains(t,e,o)||(r.splice(i,0,e,o),i+=2)}return i}_project(t,n,e,r){let i,o,a,u=1/0;if(r<0){if(n<=this.ymin)return null;(i=(this.ymin-n)/r)<u&&(a=this.ymin,o=t+(u=i)*e)}else if(r>0){if(n>=this.ymax)return null;(i=(this.ymax-n)/r)<u&&(a=this.ymax,o=t+(u=i)*e)}if(e>0){if(t>=this.xmax)return null;(i=(this.xmax-t)/e)<u&&(o=this.xmax,a=n+(u=i)*r)}else if(e<0){if(t<=this.xmin)return null;(i=(this.xmin-t)/e)<u&&(o=this.xmin,a=n+(u=i)*r)}return[o,a]}_edgecode(t,n){return(t===this.xmin?1:t===this.xmax?2:0)|(n===this.ymin?4:n===this.ymax?8:0)}_regioncode(t,n){return(t<this.xmin?1:t>this.xmax?2:0)|(n<this.ymin?4:n>this.ymax?8:0)}_simplify(t){if(t&&t.length>4){for(let n=0;n<t.length;n+=2){const e=(n+2)%t.length,r=(n+4)%t.length;(t[n]===t[e]&&t[e]===t[r]||t[n+1]===t[e+1]&&t[e+1]===t[r+1])&&(t.splice(e,2),n-=2)}t.length||(t=null)}return t}}const bu=2*Math.PI,mu=Math.pow;function xu(t){return t[0]}function wu(t){return t[1]}function Mu(t,n,e){return[t+Math.sin(t+n)*e,n+Math.cos(t-n)*e]}class Au{static from(t,n=xu,e=wu,r){return new Au("length"in t?function(t,n,e,r){const i=t.length,o=new Float64Array(2*i);for(let a=0;a<i;++a){const i=t[a];o[2*a]=n.call(r,i,a,t),o[2*a+1]=e.call(r,i,a,t)}return o}(t,n,e,r):Float64Array.from(function*(t,n,e,r){let i=0;for(const o of t)yield n.call(r,o,i,t),yield e.call(r,o,i,t),++i}(t,n,e,r)))}constructor(t){this._delaunator=new uu(t),this.inedges=new Int32Array(t.length/2),this._hullIndex=new Int32Array(t.length/2),this.points=this._delaunator.coords,this._init()}update(){return this._delaunator.update(),this._init(),this}_init(){const t=this._delaunator,n=this.points;if(t.hull&&t.hull.length>2&&function(t){const{triangles:n,coords:e}=t;for(let t=0;t<n.length;t+=3){const r=2*n[t],i=2*n[t+1],o=2*n[t+2];if((e[o]-e[r])*(e[i+1]-e[r+1])-(e[i]-e[r])*(e[o+1]-e[r+1])>1e-10)return!1}return!0}(t)){this.collinear=Int32Array.from({length:n.length/2},(t,n)=>n).sort((t,e)=>n[2*t]-n[2*e]||n[2*t+1]-n[2*e+1]);const t=this.collinear[0],e=this.collinear[this.collinear.length-1],r=[n[2*t],n[2*t+1],n[2*e],n[2*e+1]],i=1e-8*Math.hypot(r[3]-r[1],r[2]-r[0]);for(let t=0,e=n.length/2;t<e;++t){const e=Mu(n[2*t],n[2*t+1],i);n[2*t]=e[0],n[2*t+1]=e[1]}this._delaunator=new uu(n)}else delete this.collinear;const e=this.halfedges=this._delaunator.halfedges,r=this.hull=this._delaunator.hull,i=this.triangles=this._delaunator.triangles,o=this.inedges.fill(-1),a=this._hullIndex.fill(-1);for(let t=0,n=e.length;t<n;++t){const n=i[t%3==2?t-2:t+1];-1!==e[t]&&-1!==o[n]||(o[n]=t)}for(let t=0,n=r.length;t<n;++t)a[r[t]]=t;r.length<=2&&r.length>0&&(this.triangles=new Int32Array(3).fill(-1),this.halfedges=new Int32Array(3).fill(-1),this.triangles[0]=r[0],o[r[0]]=1,2===r.length&&(o[r[1]]=0,this.triangles[1]=r[1],this.triangles[2]=r[1]))}voronoi(t){return new _u(this,t)}*neighbors(t){const{inedges:n,hull:e,_hullIndex:r,halfedges:i,triangles:o,collinear:a}=this;if(a){const n=a.indexOf(t);return n>0&&(yield a[n-1]),void(n<a.length-1&&(yield a[n+1]))}const u=n[t];if(-1===u)return;let c=u,f=-1;do{if(yield f=o[c],c=c%3==2?c-2:c+1,o[c]!==t)return;if(c=i[c],-1===c){const n=e[(r[t]+1)%e.length];return void(n!==f&&(yield n))}}while(c!==u)}find(t,n,e=0){if((t=+t)!=t||(n=+n)!=n)return-1;const r=e;let i;for(;(i=this._step(e,t,n))>=0&&i!==e&&i!==r;)e=i;return i}_step(t,n,e){const{inedges:r,hull:i,_hullIndex:o,halfedges:a,triangles:u,points:c}=this;if(c.length<2)return-1;if(-1===r[t])return(t+1)%(c.length>>1);let f=t,s=mu(n-c[2*t],2)+mu(e-c[2*t+1],2);const l=r[t];let h=l;do{let r=u[h];const l=mu(n-c[2*r],2)+mu(e-c[2*r+1],2);if(l<s&&(s=l,f=r),h=h%3==2?h-2:h+1,u[h]!==t)break;if(h=a[h],-1===h){if(h=i[(o[t]+1)%i.length],h!==r&&mu(n-c[2*h],2)+mu(e-c[2*h+1],2)<s)return h;break}}while(h!==l);return f}render(t){const n=null==t?t=new yu:void 0,{points:e,halfedges:r,triangles:i}=this;for(let n=0,o=r.length;n<o;++n){const o=r[n];if(o<n)continue;const a=2*i[n],u=2*i[o];t.moveTo(e[a],e[a+1]),t.lineTo(e[u],e[u+1])}return this.renderHull(t),n&&n.value()}renderPoints(t,n){void 0!==n||t&&"function"==typeof t.moveTo||(n=t,t=null),n=null==n?2:+n;const e=null==t?t=new yu:void 0,{points:r}=this;for(let e=0,i=-2&r.length;e<i;e+=2){const i=r[e],o=r[e+1];t.moveTo(i+n,o),t.arc(i,o,n,0,bu)}return e&&e.value()}renderHull(t){const n=null==t?t=new yu:void 0,{hull:e,points:r}=this,i=2*e[0],o=e.length;t.moveTo(r[i],r[i+1]);for(let n=1;n<o;++n){const i=2*e[n];t.lineTo(r[i],r[i+1])}return t.closePath(),n&&n.value()}hullPolygon(){const t=new vu;return this.renderHull(t),t.value()}renderTriangle(t,n){const e=null==n?n=new yu:void 0,{points:r,triangles:i}=this,o=2*i[t*=3],a=2*i[t+1],u=2*i[t+2];return n.moveTo(r[o],r[o+1]),n.lineTo(r[a],r[a+1]),n.lineTo(r[u],r[u+1]),n.closePath(),e&&e.value()}*trianglePolygons(){const{triangles:t}=this;for(let n=0,e=t.length/3;n<e;++n)yield this.trianglePolygon(n)}trianglePolygon(t){const n=new vu;return this.renderTriangle(t,n),n.value()}}var Tu={},Su={};function Eu(t){return new Function("d","return {"+t.map(function(t,n){return JSON.stringify(t)+": d["+n+\'] || ""\'}).join(",")+"}")}function Nu(t){var n=Object.create(null),e=[];return t.forEach(function(t){for(var r in t)r in n||e.push(n[r]=r)}),e}function ku(t,n){var e=t+"",r=e.length;return r<n?new Array(n-r+1).join(0)+e:e}function Cu(t){var n,e=t.getUTCHours(),r=t.getUTCMinutes(),i=t.getUTCSeconds(),o=t.getUTCMilliseconds();return isNaN(t)?"Invalid Date":((n=t.getUTCFullYear())<0?"-"+ku(-n,6):n>9999?"+"+ku(n,6):ku(n,4))+"-"+ku(t.getUTCMonth()+1,2)+"-"+ku(t.getUTCDate(),2)+(o?"T"+ku(e,2)+":"+ku(r,2)+":"+ku(i,2)+"."+ku(o,3)+"Z":i?"T"+ku(e,2)+":"+ku(r,2)+":"+ku(i,2)+"Z":r||e?"T"+ku(e,2)+":"+ku(r,2)+"Z":"")}function Pu(t){var n=new RegExp(\'["\'+t+"\\n\\r]"),e=t.charCodeAt(0);function r(t,n){var r,i=[],o=t.length,a=0,u=0,c=o<=0,f=!1;function s(){if(c)return Su;if(f)return f=!1,Tu;var n,r,i=a;if(34===t.charCodeAt(i)){for(;a++<o&&34!==t.charCodeAt(a)||34===t.charCodeAt(++a););return(n=a)>=o?c=!0:10===(r=t.charCodeAt(a++))?f=!0:13===r&&(f=!0,10===t.charCodeAt(a)&&++a),t.slice(i+1,n-1).replace(/""/g,\'"\')}for(;a<o;){if(10===(r=t.charCodeAt(n=a++)))f=!0;else if(13===r)f=!0,10===t.charCodeAt(a)&&++a;else if(r!==e)continue;return t.slice(i,n)}return c=!0,t.slice(i,o)}for(10===t.charCodeAt(o-1)&&--o,13===t.charCodeAt(o-1)&&--o;(r=s())!==Su;){for(var l=[];r!==Tu&&r!==Su;)l.push(r),r=s();n&&null==(l=n(l,u++))||i.push(l)}return i}function i(n,e){return n.map(function(n){return e.map(function(t){return a(n[t])}).join(t)})}function o(n){return n.map(a).join(t)}function a(t){return null==t?"":t instanceof Date?Cu(t):n.test(t+="")?\'"\'+t.replace(/"/g,\'""\')+\'"\':t}return{parse:function(t,n){var e,i,o=r(t,function(t,r){if(e)return e(t,r-1);i=t,e=n?function(t,n){var e=Eu(t);return function(r,i){return n(e(r),i,t)}}(t,n):Eu(t)});return o.columns=i||[],o},parseRows:r,format:function(n,e){return null==e&&(e=Nu(n)),[e.map(a).join(t)].concat(i(n,e)).join("\\n")},formatBody:function(t,n){return null==n&&(n=Nu(t)),i(t,n).join("\\n")},formatRows:function(t){return t.map(o).join("\\n")},formatRow:o,formatValue:a}}var zu=Pu(","),$u=zu.parse,Du=zu.parseRows,Ru=zu.format,Fu=zu.formatBody,qu=zu.formatRows,Iu=zu.formatRow,Uu=zu.formatValue,Ou=Pu("\\t"),Bu=Ou.parse,Yu=Ou.parseRows,Lu=Ou.format,ju=Ou.formatBody,Hu=Ou.formatRows,Xu=Ou.formatRow,Gu=Ou.formatValue;const Vu=new Date("2019-01-01T00:00").getHours()||new Date("2019-07-01T00:00").getHours();function Wu(t){if(!t.ok)throw new Error(t.status+" "+t.statusText);return t.blob()}function Zu(t){if(!t.ok)throw new Error(t.status+" "+t.statusText);return t.arrayBuffer()}function Ku(t){if(!t.ok)throw new Error(t.status+" "+t.statusText);return t.text()}function Qu(t,n){return fetch(t,n).then(Ku)}function Ju(t){return function(n,e,r){return 2===arguments.length&&"function"==typeof e&&(r=e,e=void 0),Qu(n,e).then(function(n){return t(n,r)})}}var tc=Ju($u),nc=Ju(Bu);function ec(t){if(!t.ok)throw new Error(t.status+" "+t.statusText);if(204!==t.status&&205!==t.status)return t.json()}function rc(t){return(n,e)=>Qu(n,e).then(n=>(new DOMParser).parseFromString(n,t))}var ic=rc("application/xml"),oc=rc("text/html"),ac=rc("image/svg+xml");function uc(t,n,e,r){if(isNaN(n)||isNaN(e))return t;var i,o,a,u,c,f,s,l,h,d=t._root,p={data:r},g=t._x0,y=t._y0,v=t._x1,_=t._y1;if(!d)return t._root=p,t;for(;d.length;)if((f=n>=(o=(g+v)/2))?g=o:v=o,(s=e>=(a=(y+_)/2))?y=a:_=a,i=d,!(d=d[l=s<<1|f]))return i[l]=p,t;if(u=+t._x.call(null,d.data),c=+t._y.call(null,d.data),n===u&&e===c)return p.next=d,i?i[l]=p:t._root=p,t;do{i=i?i[l]=new Array(4):t._root=new Array(4),(f=n>=(o=(g+v)/2))?g=o:v=o,(s=e>=(a=(y+_)/2))?y=a:_=a}while((l=s<<1|f)==(h=(c>=a)<<1|u>=o));return i[h]=d,i[l]=p,t}function cc(t,n,e,r,i){this.node=t,this.x0=n,this.y0=e,this.x1=r,this.y1=i}function fc(t){return t[0]}function sc(t){return t[1]}function lc(t,n,e){var r=new hc(null==n?fc:n,null==e?sc:e,NaN,NaN,NaN,NaN);return null==t?r:r.addAll(t)}function hc(t,n,e,r,i,o){this._x=t,this._y=n,this._x0=e,this._y0=r,this._x1=i,this._y1=o,this._root=void 0}function dc(t){for(var n={data:t.data},e=n;t=t.next;)e=e.next={data:t.data};return n}var pc=lc.prototype=hc.prototype;function gc(t){return function(){return t}}function yc(t){return 1e-6*(t()-.5)}function vc(t){return t.x+t.vx}function _c(t){return t.y+t.vy}function bc(t){return t.index}function mc(t,n){var e=t.get(n);if(!e)throw new Error("node not found: "+n);return e}pc.copy=function(){var t,n,e=new hc(this._x,this._y,this._x0,this._y0,this._x1,this._y1),r=this._root;if(!r)return e;if(!r.length)return e._root=dc(r),e;for(t=[{source:r,target:e._root=new Array(4)}];r=t.pop();)for(var i=0;i<4;++i)(n=r.source[i])&&(n.length?t.push({source:n,target:r.target[i]=new Array(4)}):r.target[i]=dc(n));return e},pc.add=function(t){const n=+this._x.call(null,t),e=+this._y.call(null,t);return uc(this.cover(n,e),n,e,t)},pc.addAll=function(t){Array.isArray(t)||(t=Array.from(t));const n=t.length,e=new Float64Array(n),r=new Float64Array(n);let i=1/0,o=i,a=-i,u=a;for(let c,f,s,l=0;l<n;++l)isNaN(f=+this._x.call(null,c=t[l]))||isNaN(s=+this._y.call(null,c))?e[l]=NaN:(e[l]=f,r[l]=s,f<i&&(i=f),f>a&&(a=f),s<o&&(o=s),s>u&&(u=s));if(i>a||o>u)return this;this.cover(i,o).cover(a,u);for(let i=0;i<n;++i)uc(this,e[i],r[i],t[i]);return this},pc.cover=function(t,n){if(isNaN(t=+t)||isNaN(n=+n))return this;var e=this._x0,r=this._y0,i=this._x1,o=this._y1;if(isNaN(e))i=(e=Math.floor(t))+1,o=(r=Math.floor(n))+1;else{for(var a,u,c=i-e||1,f=this._root;e>t||t>=i||r>n||n>=o;)switch(u=(n<r)<<1|t<e,(a=new Array(4))[u]=f,f=a,c*=2,u){case 0:i=e+c,o=r+c;break;case 1:e=i-c,o=r+c;break;case 2:i=e+c,r=o-c;break;case 3:e=i-c,r=o-c}this._root&&this._root.length&&(this._root=f)}return this._x0=e,this._y0=r,this._x1=i,this._y1=o,this},pc.data=function(){var t=[];return this.visit(function(n){if(!n.length)do{t.push(n.data)}while(n=n.next)}),t},pc.extent=function(t){return arguments.length?this.cover(+t[0][0],+t[0][1]).cover(+t[1][0],+t[1][1]):isNaN(this._x0)?void 0:[[this._x0,this._y0],[this._x1,this._y1]]},pc.find=function(t,n,e){var r,i,o,a,u,c,f,s=this._x0,l=this._y0,h=this._x1,d=this._y1,p=[],g=this._root;for(g&&p.push(new cc(g,s,l,h,d)),null==e?e=1/0:(s=t-e,l=n-e,h=t+e,d=n+e,e*=e);c=p.pop();)if(!(!(g=c.node)||(i=c.x0)>h||(o=c.y0)>d||(a=c.x1)<s||(u=c.y1)<l))if(g.length){var y=(i+a)/2,v=(o+u)/2;p.push(new cc(g[3],y,v,a,u),new cc(g[2],i,v,y,u),new cc(g[1],y,o,a,v),new cc(g[0],i,o,y,v)),(f=(n>=v)<<1|t>=y)&&(c=p[p.length-1],p[p.length-1]=p[p.length-1-f],p[p.length-1-f]=c)}else{var _=t-+this._x.call(null,g.data),b=n-+this._y.call(null,g.data),m=_*_+b*b;if(m<e){var x=Math.sqrt(e=m);s=t-x,l=n-x,h=t+x,d=n+x,r=g.data}}return r},pc.remove=function(t){if(isNaN(o=+this._x.call(null,t))||isNaN(a=+this._y.call(null,t)))return this;var n,e,r,i,o,a,u,c,f,s,l,h,d=this._root,p=this._x0,g=this._y0,y=this._x1,v=this._y1;if(!d)return this;if(d.length)for(;;){if((f=o>=(u=(p+y)/2))?p=u:y=u,(s=a>=(c=(g+v)/2))?g=c:v=c,n=d,!(d=d[l=s<<1|f]))return this;if(!d.length)break;(n[l+1&3]||n[l+2&3]||n[l+3&3])&&(e=n,h=l)}for(;d.data!==t;)if(r=d,!(d=d.next))return this;return(i=d.next)&&delete d.next,r?(i?r.next=i:delete r.next,this):n?(i?n[l]=i:delete n[l],(d=n[0]||n[1]||n[2]||n[3])&&d===(n[3]||n[2]||n[1]||n[0])&&!d.length&&(e?e[h]=d:this._root=d),this):(this._root=i,this)},pc.removeAll=function(t){for(var n=0,e=t.length;n<e;++n)this.remove(t[n]);return this},pc.root=function(){return this._root},pc.size=function(){var t=0;return this.visit(function(n){if(!n.length)do{++t}while(n=n.next)}),t},pc.visit=function(t){var n,e,r,i,o,a,u=[],c=this._root;for(c&&u.push(new cc(c,this._x0,this._y0,this._x1,this._y1));n=u.pop();)if(!t(c=n.node,r=n.x0,i=n.y0,o=n.x1,a=n.y1)&&c.length){var f=(r+o)/2,s=(i+a)/2;(e=c[3])&&u.push(new cc(e,f,s,o,a)),(e=c[2])&&u.push(new cc(e,r,s,f,a)),(e=c[1])&&u.push(new cc(e,f,i,o,s)),(e=c[0])&&u.push(new cc(e,r,i,f,s))}return this},pc.visitAfter=function(t){var n,e=[],r=[];for(this._root&&e.push(new cc(this._root,this._x0,this._y0,this._x1,this._y1));n=e.pop();){var i=n.node;if(i.length){var o,a=n.x0,u=n.y0,c=n.x1,f=n.y1,s=(a+c)/2,l=(u+f)/2;(o=i[0])&&e.push(new cc(o,a,u,s,l)),(o=i[1])&&e.push(new cc(o,s,u,c,l)),(o=i[2])&&e.push(new cc(o,a,l,s,f)),(o=i[3])&&e.push(new cc(o,s,l,c,f))}r.push(n)}for(;n=r.pop();)t(n.node,n.x0,n.y0,n.x1,n.y1);return this},pc.x=function(t){return arguments.length?(this._x=t,this):this._x},pc.y=function(t){return arguments.length?(this._y=t,this):this._y};const xc=4294967296;function wc(t){return t.x}function Mc(t){return t.y}var Ac=Math.PI*(3-Math.sqrt(5));function Tc(t,n){if(!isFinite(t)||0===t)return null;var e=(t=n?t.toExponential(n-1):t.toExponential()).indexOf("e"),r=t.slice(0,e);return[r.length>1?r[0]+r.slice(2):r,+t.slice(e+1)]}function Sc(t){return(t=Tc(Math.abs(t)))?t[1]:NaN}var Ec,Nc=/^(?:(.)?([<>=^]))?([+\\-( ])?([$#])?(0)?(\\d+)?(,)?(\\.\\d+)?(~)?([a-z%])?$/i;function kc(t){if(!(n=Nc.exec(t)))throw new Error("invalid format: "+t);var n;return new Cc({fill:n[1],align:n[2],sign:n[3],symbol:n[4],zero:n[5],width:n[6],comma:n[7],precision:n[8]&&n[8].slice(1),trim:n[9],type:n[10]})}function Cc(t){this.fill=void 0===t.fill?" ":t.fill+"",this.align=void 0===t.align?">":t.align+"",this.sign=void 0===t.sign?"-":t.sign+"",this.symbol=void 0===t.symbol?"":t.symbol+"",this.zero=!!t.zero,this.width=void 0===t.width?void 0:+t.width,this.comma=!!t.comma,this.precision=void 0===t.precision?void 0:+t.precision,this.trim=!!t.trim,this.type=void 0===t.type?"":t.type+""}function Pc(t,n){var e=Tc(t,n);if(!e)return t+"";var r=e[0],i=e[1];return i<0?"0."+new Array(-i).join("0")+r:r.length>i+1?r.slice(0,i+1)+"."+r.slice(i+1):r+new Array(i-r.length+2).join("0")}kc.prototype=Cc.prototype,Cc.prototype.toString=function(){return this.fill+this.align+this.sign+this.symbol+(this.zero?"0":"")+(void 0===this.width?"":Math.max(1,0|this.width))+(this.comma?",":"")+(void 0===this.precision?"":"."+Math.max(0,0|this.precision))+(this.trim?"~":"")+this.type};var zc={"%":(t,n)=>(100*t).toFixed(n),b:t=>Math.round(t).toString(2),c:t=>t+"",d:function(t){return Math.abs(t=Math.round(t))>=1e21?t.toLocaleString("en").replace(/,/g,""):t.toString(10)},e:(t,n)=>t.toExponential(n),f:(t,n)=>t.toFixed(n),g:(t,n)=>t.toPrecision(n),o:t=>Math.round(t).toString(8),p:(t,n)=>Pc(100*t,n),r:Pc,s:function(t,n){var e=Tc(t,n);if(!e)return Ec=void 0,t.toPrecision(n);var r=e[0],i=e[1],o=i-(Ec=3*Math.max(-8,Math.min(8,Math.floor(i/3))))+1,a=r.length;return o===a?r:o>a?r+new Array(o-a+1).join("0"):o>0?r.slice(0,o)+"."+r.slice(o):"0."+new Array(1-o).join("0")+Tc(t,Math.max(0,n+o-1))[0]},X:t=>Math.round(t).toString(16).toUpperCase(),x:t=>Math.round(t).toString(16)};function $c(t){return t}var Dc,Rc=Array.prototype.map,Fc=["y","z","a","f","p","n","\xB5","m","","k","M","G","T","P","E","Z","Y"];function qc(t){var n,e,r=void 0===t.grouping||void 0===t.thousands?$c:(n=Rc.call(t.grouping,Number),e=t.thousands+"",function(t,r){for(var i=t.length,o=[],a=0,u=n[0],c=0;i>0&&u>0&&(c+u+1>r&&(u=Math.max(1,r-c)),o.push(t.substring(i-=u,i+u)),!((c+=u+1)>r));)u=n[a=(a+1)%n.length];return o.reverse().join(e)}),i=void 0===t.currency?"":t.currency[0]+"",o=void 0===t.currency?"":t.currency[1]+"",a=void 0===t.decimal?".":t.decimal+"",u=void 0===t.numerals?$c:function(t){return function(n){return n.replace(/[0-9]/g,function(n){return t[+n]})}}(Rc.call(t.numerals,String)),c=void 0===t.percent?"%":t.percent+"",f=void 0===t.minus?"\u2212":t.minus+"",s=void 0===t.nan?"NaN":t.nan+"";function l(t,n){var e=(t=kc(t)).fill,l=t.align,h=t.sign,d=t.symbol,p=t.zero,g=t.width,y=t.comma,v=t.precision,_=t.trim,b=t.type;"n"===b?(y=!0,b="g"):zc[b]||(void 0===v&&(v=12),_=!0,b="g"),(p||"0"===e&&"="===l)&&(p=!0,e="0",l="=");var m=(n&&void 0!==n.prefix?n.prefix:"")+("$"===d?i:"#"===d&&/[boxX]/.test(b)?"0"+b.toLowerCase():""),x=("$"===d?o:/[%p]/.test(b)?c:"")+(n&&void 0!==n.suffix?n.suffix:""),w=zc[b],M=/[defgprs%]/.test(b);function A(t){var n,i,o,c=m,d=x;if("c"===b)d=w(t)+d,t="";else{var A=(t=+t)<0||1/t<0;if(t=isNaN(t)?s:w(Math.abs(t),v),_&&(t=function(t){t:for(var n,e=t.length,r=1,i=-1;r<e;++r)switch(t[r]){case".":i=n=r;break;case"0":0===i&&(i=r),n=r;break;default:if(!+t[r])break t;i>0&&(i=0)}return i>0?t.slice(0,i)+t.slice(n+1):t}(t)),A&&0===+t&&"+"!==h&&(A=!1),c=(A?"("===h?h:f:"-"===h||"("===h?"":h)+c,d=("s"!==b||isNaN(t)||void 0===Ec?"":Fc[8+Ec/3])+d+(A&&"("===h?")":""),M)for(n=-1,i=t.length;++n<i;)if(48>(o=t.charCodeAt(n))||o>57){d=(46===o?a+t.slice(n+1):t.slice(n))+d,t=t.slice(0,n);break}}y&&!p&&(t=r(t,1/0));var T=c.length+t.length+d.length,S=T<g?new Array(g-T+1).join(e):"";switch(y&&p&&(t=r(S+t,S.length?g-d.length:1/0),S=""),l){case"<":t=c+t+d+S;break;case"=":t=c+S+t+d;break;case"^":t=S.slice(0,T=S.length>>1)+c+t+d+S.slice(T);break;default:t=S+c+t+d}return u(t)}return v=void 0===v?6:/[gprs]/.test(b)?Math.max(1,Math.min(21,v)):Math.max(0,Math.min(20,v)),A.toString=function(){return t+""},A}return{format:l,formatPrefix:function(t,n){var e=3*Math.max(-8,Math.min(8,Math.floor(Sc(n)/3))),r=Math.pow(10,-e),i=l(((t=kc(t)).type="f",t),{suffix:Fc[8+e/3]});return function(t){return i(r*t)}}}}function Ic(n){return Dc=qc(n),t.format=Dc.format,t.formatPrefix=Dc.formatPrefix,Dc}function Uc(t){return Math.max(0,-Sc(Math.abs(t)))}function Oc(t,n){return Math.max(0,3*Math.max(-8,Math.min(8,Math.floor(Sc(n)/3)))-Sc(Math.abs(t)))}function Bc(t,n){return t=Math.abs(t),n=Math.abs(n)-t,Math.max(0,Sc(n)-Sc(t))+1}t.format=void 0,t.formatPrefix=void 0,Ic({thousands:",",grouping:[3],currency:["$",""]});var Yc=1e-6,Lc=1e-12,jc=Math.PI,Hc=jc/2,Xc=jc/4,Gc=2*jc,Vc=180/jc,Wc=jc/180,Zc=Math.abs,Kc=Math.atan,Qc=Math.atan2,Jc=Math.cos,tf=Math.ceil,nf=Math.exp,ef=Math.hypot,rf=Math.log,of=Math.pow,af=Math.sin,uf=Math.sign||function(t){return t>0?1:t<0?-1:0},cf=Math.sqrt,ff=Math.tan;function sf(t){return t>1?0:t<-1?jc:Math.acos(t)}function lf(t){return t>1?Hc:t<-1?-Hc:Math.asin(t)}function hf(t){return(t=af(t/2))*t}function df(){}function pf(t,n){t&&yf.hasOwnProperty(t.type)&&yf[t.type](t,n)}var gf={Feature:function(t,n){pf(t.geometry,n)},FeatureCollection:function(t,n){for(var e=t.features,r=-1,i=e.length;++r<i;)pf(e[r].geometry,n)}},yf={Sphere:function(t,n){n.sphere()},Point:function(t,n){t=t.coordinates,n.point(t[0],t[1],t[2])},MultiPoint:function(t,n){for(var e=t.coordinates,r=-1,i=e.length;++r<i;)t=e[r],n.point(t[0],t[1],t[2])},LineString:function(t,n){vf(t.coordinates,n,0)},MultiLineString:function(t,n){for(var e=t.coordinates,r=-1,i=e.length;++r<i;)vf(e[r],n,0)},Polygon:function(t,n){_f(t.coordinates,n)},MultiPolygon:function(t,n){for(var e=t.coordinates,r=-1,i=e.length;++r<i;)_f(e[r],n)},GeometryCollection:function(t,n){for(var e=t.geometries,r=-1,i=e.length;++r<i;)pf(e[r],n)}};function vf(t,n,e){var r,i=-1,o=t.length-e;for(n.lineStart();++i<o;)r=t[i],n.point(r[0],r[1],r[2]);n.lineEnd()}function _f(t,n){var e=-1,r=t.length;for(n.polygonStart();++e<r;)vf(t[e],n,1);n.polygonEnd()}function bf(t,n){t&&gf.hasOwnProperty(t.type)?gf[t.type](t,n):pf(t,n)}var mf,xf,wf,Mf,Af,Tf,Sf,Ef,Nf,kf,Cf,Pf,zf,$f,Df,Rf,Ff=new M,qf=new M,If={point:df,lineStart:df,lineEnd:df,polygonStart:function(){Ff=new M,If.lineStart=Uf,If.lineEnd=Of},polygonEnd:function(){var t=+Ff;qf.add(t<0?Gc+t:t),this.lineStart=this.lineEnd=this.point=df},sphere:function(){qf.add(Gc)}};function Uf(){If.point=Bf}function Of(){Yf(mf,xf)}function Bf(t,n){If.point=Yf,mf=t,xf=n,wf=t*=Wc,Mf=Jc(n=(n*=Wc)/2+Xc),Af=af(n)}function Yf(t,n){var e=(t*=Wc)-wf,r=e>=0?1:-1,i=r*e,o=Jc(n=(n*=Wc)/2+Xc),a=af(n),u=Af*a,c=Mf*o+u*Jc(i),f=u*r*af(i);Ff.add(Qc(f,c)),wf=t,Mf=o,Af=a}function Lf(t){return[Qc(t[1],t[0]),lf(t[2])]}function jf(t){var n=t[0],e=t[1],r=Jc(e);return[r*Jc(n),r*af(n),af(e)]}function Hf(t,n){return t[0]*n[0]+t[1]*n[1]+t[2]*n[2]}function Xf(t,n){return[t[1]*n[2]-t[2]*n[1],t[2]*n[0]-t[0]*n[2],t[0]*n[1]-t[1]*n[0]]}function Gf(t,n){t[0]+=n[0],t[1]+=n[1],t[2]+=n[2]}function Vf(t,n){return[t[0]*n,t[1]*n,t[2]*n]}function Wf(t){var n=cf(t[0]*t[0]+t[1]*t[1]+t[2]*t[2]);t[0]/=n,t[1]/=n,t[2]/=n}var Zf,Kf,Qf,Jf,ts,ns,es,rs,is,os,as,us,cs,fs,ss,ls,hs={point:ds,lineStart:gs,lineEnd:ys,polygonStart:function(){hs.point=vs,hs.lineStart=_s,hs.lineEnd=bs,$f=new M,If.polygonStart()},polygonEnd:function(){If.polygonEnd(),hs.point=ds,hs.lineStart=gs,hs.lineEnd=ys,Ff<0?(Tf=-(Ef=180),Sf=-(Nf=90)):$f>Yc?Nf=90:$f<-1e-6&&(Sf=-90),Rf[0]=Tf,Rf[1]=Ef},sphere:function(){Tf=-(Ef=180),Sf=-(Nf=90)}};function ds(t,n){Df.push(Rf=[Tf=t,Ef=t]),n<Sf&&(Sf=n),n>Nf&&(Nf=n)}function ps(t,n){var e=jf([t*Wc,n*Wc]);if(zf){var r=Xf(zf,e),i=Xf([r[1],-r[0],0],r);Wf(i),i=Lf(i);var o,a=t-kf,u=a>0?1:-1,c=i[0]*Vc*u,f=Zc(a)>180;f^(u*kf<c&&c<u*t)?(o=i[1]*Vc)>Nf&&(Nf=o):f^(u*kf<(c=(c+360)%360-180)&&c<u*t)?(o=-i[1]*Vc)<Sf&&(Sf=o):(n<Sf&&(Sf=n),n>Nf&&(Nf=n)),f?t<kf?ms(Tf,t)>ms(Tf,Ef)&&(Ef=t):ms(t,Ef)>ms(Tf,Ef)&&(Tf=t):Ef>=Tf?(t<Tf&&(Tf=t),t>Ef&&(Ef=t)):t>kf?ms(Tf,t)>ms(Tf,Ef)&&(Ef=t):ms(t,Ef)>ms(Tf,Ef)&&(Tf=t)}else Df.push(Rf=[Tf=t,Ef=t]);n<Sf&&(Sf=n),n>Nf&&(Nf=n),zf=e,kf=t}function gs(){hs.point=ps}function ys(){Rf[0]=Tf,Rf[1]=Ef,hs.point=ds,zf=null}function vs(t,n){if(zf){var e=t-kf;$f.add(Zc(e)>180?e+(e>0?360:-360):e)}else Cf=t,Pf=n;If.point(t,n),ps(t,n)}function _s(){If.lineStart()}function bs(){vs(Cf,Pf),If.lineEnd(),Zc($f)>Yc&&(Tf=-(Ef=180)),Rf[0]=Tf,Rf[1]=Ef,zf=null}function ms(t,n){return(n-=t)<0?n+360:n}function xs(t,n){return t[0]-n[0]}function ws(t,n){return t[0]<=t[1]?t[0]<=n&&n<=t[1]:n<t[0]||t[1]<n}var Ms={sphere:df,point:As,lineStart:Ss,lineEnd:ks,polygonStart:function(){Ms.lineStart=Cs,Ms.lineEnd=Ps},polygonEnd:function(){Ms.lineStart=Ss,Ms.lineEnd=ks}};function As(t,n){t*=Wc;var e=Jc(n*=Wc);Ts(e*Jc(t),e*af(t),af(n))}function Ts(t,n,e){++Zf,Qf+=(t-Qf)/Zf,Jf+=(n-Jf)/Zf,ts+=(e-ts)/Zf}function Ss(){Ms.point=Es}function Es(t,n){t*=Wc;var e=Jc(n*=Wc);fs=e*Jc(t),ss=e*af(t),ls=af(n),Ms.point=Ns,Ts(fs,ss,ls)}function Ns(t,n){t*=Wc;var e=Jc(n*=Wc),r=e*Jc(t),i=e*af(t),o=af(n),a=Qc(cf((a=ss*o-ls*i)*a+(a=ls*r-fs*o)*a+(a=fs*i-ss*r)*a),fs*r+ss*i+ls*o);Kf+=a,ns+=a*(fs+(fs=r)),es+=a*(ss+(ss=i)),rs+=a*(ls+(ls=o)),Ts(fs,ss,ls)}function ks(){Ms.point=As}function Cs(){Ms.point=zs}function Ps(){$s(us,cs),Ms.point=As}function zs(t,n){us=t,cs=n,t*=Wc,n*=Wc,Ms.point=$s;var e=Jc(n);fs=e*Jc(t),ss=e*af(t),ls=af(n),Ts(fs,ss,ls)}function $s(t,n){t*=Wc;var e=Jc(n*=Wc),r=e*Jc(t),i=e*af(t),o=af(n),a=ss*o-ls*i,u=ls*r-fs*o,c=fs*i-ss*r,f=ef(a,u,c),s=lf(f),l=f&&-s/f;is.add(l*a),os.add(l*u),as.add(l*c),Kf+=s,ns+=s*(fs+(fs=r)),es+=s*(ss+(ss=i)),rs+=s*(ls+(ls=o)),Ts(fs,ss,ls)}function Ds(t){return function(){return t}}function Rs(t,n){function e(e,r){return e=t(e,r),n(e[0],e[1])}return t.invert&&n.invert&&(e.invert=function(e,r){return(e=n.invert(e,r))&&t.invert(e[0],e[1])}),e}function Fs(t,n){return Zc(t)>jc&&(t-=Math.round(t/Gc)*Gc),[t,n]}function qs(t,n,e){return(t%=Gc)?n||e?Rs(Us(t),Os(n,e)):Us(t):n||e?Os(n,e):Fs}function Is(t){return function(n,e){return Zc(n+=t)>jc&&(n-=Math.round(n/Gc)*Gc),[n,e]}}function Us(t){var n=Is(t);return n.invert=Is(-t),n}function Os(t,n){var e=Jc(t),r=af(t),i=Jc(n),o=af(n);function a(t,n){var a=Jc(n),u=Jc(t)*a,c=af(t)*a,f=af(n),s=f*e+u*r;return[Qc(c*i-s*o,u*e-f*r),lf(s*i+c*o)]}return a.invert=function(t,n){var a=Jc(n),u=Jc(t)*a,c=af(t)*a,f=af(n),s=f*i-c*o;return[Qc(c*i+f*o,u*e+s*r),lf(s*e-u*r)]},a}function Bs(t){function n(n){return(n=t(n[0]*Wc,n[1]*Wc))[0]*=Vc,n[1]*=Vc,n}return t=qs(t[0]*Wc,t[1]*Wc,t.length>2?t[2]*Wc:0),n.invert=function(n){return(n=t.invert(n[0]*Wc,n[1]*Wc))[0]*=Vc,n[1]*=Vc,n},n}function Ys(t,n,e,r,i,o){if(e){var a=Jc(n),u=af(n),c=r*e;null==i?(i=n+r*Gc,o=n-c/2):(i=Ls(a,i),o=Ls(a,o),(r>0?i<o:i>o)&&(i+=r*Gc));for(var f,s=i;r>0?s>o:s<o;s-=c)f=Lf([a,-u*Jc(s),-u*af(s)]),t.point(f[0],f[1])}}function Ls(t,n){(n=jf(n))[0]-=t,Wf(n);var e=sf(-n[1]);return((-n[2]<0?-e:e)+Gc-Yc)%Gc}function js(){var t,n=[];return{point:function(n,e,r){t.push([n,e,r])},lineStart:function(){n.push(t=[])},lineEnd:df,rejoin:function(){n.length>1&&n.push(n.pop().concat(n.shift()))},result:function(){var e=n;return n=[],t=null,e}}}function Hs(t,n){return Zc(t[0]-n[0])<Yc&&Zc(t[1]-n[1])<Yc}function Xs(t,n,e,r){this.x=t,this.z=n,this.o=e,this.e=r,this.v=!1,this.n=this.p=null}function Gs(t,n,e,r,i){var o,a,u=[],c=[];if(t.forEach(function(t){if(!((n=t.length-1)<=0)){var n,e,r=t[0],a=t[n];if(Hs(r,a)){if(!r[2]&&!a[2]){for(i.lineStart(),o=0;o<n;++o)i.point((r=t[o])[0],r[1]);return void i.lineEnd()}a[0]+=2e-6}u.push(e=new Xs(r,t,null,!0)),c.push(e.o=new Xs(r,null,e,!1)),u.push(e=new Xs(a,t,null,!1)),c.push(e.o=new Xs(a,null,e,!0))}}),u.length){for(c.sort(n),Vs(u),Vs(c),o=0,a=c.length;o<a;++o)c[o].e=e=!e;for(var f,s,l=u[0];;){for(var h=l,d=!0;h.v;)if((h=h.n)===l)return;f=h.z,i.lineStart();do{if(h.v=h.o.v=!0,h.e){if(d)for(o=0,a=f.length;o<a;++o)i.point((s=f[o])[0],s[1]);else r(h.x,h.n.x,1,i);h=h.n}else{if(d)for(f=h.p.z,o=f.length-1;o>=0;--o)i.point((s=f[o])[0],s[1]);else r(h.x,h.p.x,-1,i);h=h.p}f=(h=h.o).z,d=!d}while(!h.v);i.lineEnd()}}}function Vs(t){if(n=t.length){for(var n,e,r=0,i=t[0];++r<n;)i.n=e=t[r],e.p=i,i=e;i.n=e=t[0],e.p=i}}function Ws(t){return Zc(t[0])<=jc?t[0]:uf(t[0])*((Zc(t[0])+jc)%Gc-jc)}function Zs(t,n){var e=Ws(n),r=n[1],i=af(r),o=[af(e),-Jc(e),0],a=0,u=0,c=new M;1===i?r=Hc+Yc:-1===i&&(r=-Hc-Yc);for(var f=0,s=t.length;f<s;++f)if(h=(l=t[f]).length)for(var l,h,d=l[h-1],p=Ws(d),g=d[1]/2+Xc,y=af(g),v=Jc(g),_=0;_<h;++_,p=m,y=w,v=A,d=b){var b=l[_],m=Ws(b),x=b[1]/2+Xc,w=af(x),A=Jc(x),T=m-p,S=T>=0?1:-1,E=S*T,N=E>jc,k=y*w;if(c.add(Qc(k*S*af(E),v*A+k*Jc(E))),a+=N?T+S*Gc:T,N^p>=e^m>=e){var C=Xf(jf(d),jf(b));Wf(C);var P=Xf(o,C);Wf(P);var z=(N^T>=0?-1:1)*lf(P[2]);(r>z||r===z&&(C[0]||C[1]))&&(u+=N^T>=0?1:-1)}}return(a<-1e-6||a<Yc&&c<-1e-12)^1&u}function Ks(t,n,e,r){return function(i){var o,a,u,c=n(i),f=js(),s=n(f),l=!1,h={point:d,lineStart:g,lineEnd:y,polygonStart:function(){h.point=v,h.lineStart=_,h.lineEnd=b,a=[],o=[]},polygonEnd:function(){h.point=d,h.lineStart=g,h.lineEnd=y,a=ct(a);var t=Zs(o,r);a.length?(l||(i.polygonStart(),l=!0),Gs(a,Js,t,e,i)):t&&(l||(i.polygonStart(),l=!0),i.lineStart(),e(null,null,1,i),i.lineEnd()),l&&(i.polygonEnd(),l=!1),a=o=null},sphere:function(){i.polygonStart(),i.lineStart(),e(null,null,1,i),i.lineEnd(),i.polygonEnd()}};function d(n,e){t(n,e)&&i.point(n,e)}function p(t,n){c.point(t,n)}function g(){h.point=p,c.lineStart()}function y(){h.point=d,c.lineEnd()}function v(t,n){u.push([t,n]),s.point(t,n)}function _(){s.lineStart(),u=[]}function b(){v(u[0][0],u[0][1]),s.lineEnd();var t,n,e,r,c=s.clean(),h=f.result(),d=h.length;if(u.pop(),o.push(u),u=null,d)if(1&c){if((n=(e=h[0]).length-1)>0){for(l||(i.polygonStart(),l=!0),i.lineStart(),t=0;t<n;++t)i.point((r=e[t])[0],r[1]);i.lineEnd()}}else d>1&&2&c&&h.push(h.pop().concat(h.shift())),a.push(h.filter(Qs))}return h}}function Qs(t){return t.length>1}function Js(t,n){return((t=t.x)[0]<0?t[1]-Hc-Yc:Hc-t[1])-((n=n.x)[0]<0?n[1]-Hc-Yc:Hc-n[1])}Fs.invert=Fs;var tl=Ks(function(){return!0},function(t){var n,e=NaN,r=NaN,i=NaN;return{lineStart:function(){t.lineStart(),n=1},point:function(o,a){var u=o>0?jc:-jc,c=Zc(o-e);Zc(c-jc)<Yc?(t.point(e,r=(r+a)/2>0?Hc:-Hc),t.point(i,r),t.lineEnd(),t.lineStart(),t.point(u,r),t.point(o,r),n=0):i!==u&&c>=jc&&(Zc(e-i)<Yc&&(e-=i*Yc),Zc(o-u)<Yc&&(o-=u*Yc),r=function(t,n,e,r){var i,o,a=af(t-e);return Zc(a)>Yc?Kc((af(n)*(o=Jc(r))*af(e)-af(r)*(i=Jc(n))*af(t))/(i*o*a)):(n+r)/2}(e,r,o,a),t.point(i,r),t.lineEnd(),t.lineStart(),t.point(u,r),n=0),t.point(e=o,r=a),i=u},lineEnd:function(){t.lineEnd(),e=r=NaN},clean:function(){return 2-n}}},function(t,n,e,r){var i;if(null==t)i=e*Hc,r.point(-jc,i),r.point(0,i),r.point(jc,i),r.point(jc,0),r.point(jc,-i),r.point(0,-i),r.point(-jc,-i),r.point(-jc,0),r.point(-jc,i);else if(Zc(t[0]-n[0])>Yc){var o=t[0]<n[0]?jc:-jc;i=e*o/2,r.point(-o,i),r.point(0,i),r.point(o,i)}else r.point(n[0],n[1])},[-jc,-Hc]);function nl(t){var n=Jc(t),e=2*Wc,r=n>0,i=Zc(n)>Yc;function o(t,e){return Jc(t)*Jc(e)>n}function a(t,e,r){var i=[1,0,0],o=Xf(jf(t),jf(e)),a=Hf(o,o),u=o[0],c=a-u*u;if(!c)return!r&&t;var f=n*a/c,s=-n*u/c,l=Xf(i,o),h=Vf(i,f);Gf(h,Vf(o,s));var d=l,p=Hf(h,d),g=Hf(d,d),y=p*p-g*(Hf(h,h)-1);if(!(y<0)){var v=cf(y),_=Vf(d,(-p-v)/g);if(Gf(_,h),_=Lf(_),!r)return _;var b,m=t[0],x=e[0],w=t[1],M=e[1];x<m&&(b=m,m=x,x=b);var A=x-m,T=Zc(A-jc)<Yc;if(!T&&M<w&&(b=w,w=M,M=b),T||A<Yc?T?w+M>0^_[1]<(Zc(_[0]-m)<Yc?w:M):w<=_[1]&&_[1]<=M:A>jc^(m<=_[0]&&_[0]<=x)){var S=Vf(d,(-p+v)/g);return Gf(S,h),[_,Lf(S)]}}}function u(n,e){var i=r?t:jc-t,o=0;return n<-i?o|=1:n>i&&(o|=2),e<-i?o|=4:e>i&&(o|=8),o}return Ks(o,function(t){var n,e,c,f,s;return{lineStart:function(){f=c=!1,s=1},point:function(l,h){var d,p=[l,h],g=o(l,h),y=r?g?0:u(l,h):g?u(l+(l<0?jc:-jc),h):0;if(!n&&(f=c=g)&&t.lineStart(),g!==c&&(!(d=a(n,p))||Hs(n,d)||Hs(p,d))&&(p[2]=1),g!==c)s=0,g?(t.lineStart(),d=a(p,n),t.point(d[0],d[1])):(d=a(n,p),t.point(d[0],d[1],2),t.lineEnd()),n=d;else if(i&&n&&r^g){var v;y&e||!(v=a(p,n,!0))||(s=0,r?(t.lineStart(),t.point(v[0][0],v[0][1]),t.point(v[1][0],v[1][1]),t.lineEnd()):(t.point(v[1][0],v[1][1]),t.lineEnd(),t.lineStart(),t.point(v[0][0],v[0][1],3)))}!g||n&&Hs(n,p)||t.point(p[0],p[1]),n=p,c=g,e=y},lineEnd:function(){c&&t.lineEnd(),n=null},clean:function(){return s|(f&&c)<<1}}},function(n,r,i,o){Ys(o,t,e,i,n,r)},r?[0,-t]:[-jc,t-jc])}var el,rl,il,ol,al=1e9,ul=-al;function cl(t,n,e,r){function i(i,o){return t<=i&&i<=e&&n<=o&&o<=r}function o(i,o,u,f){var s=0,l=0;if(null==i||(s=a(i,u))!==(l=a(o,u))||c(i,o)<0^u>0)do{f.point(0===s||3===s?t:e,s>1?r:n)}while((s=(s+u+4)%4)!==l);else f.point(o[0],o[1])}function a(r,i){return Zc(r[0]-t)<Yc?i>0?0:3:Zc(r[0]-e)<Yc?i>0?2:1:Zc(r[1]-n)<Yc?i>0?1:0:i>0?3:2}function u(t,n){return c(t.x,n.x)}function c(t,n){var e=a(t,1),r=a(n,1);return e!==r?e-r:0===e?n[1]-t[1]:1===e?t[0]-n[0]:2===e?t[1]-n[1]:n[0]-t[0]}return function(a){var c,f,s,l,h,d,p,g,y,v,_,b=a,m=js(),x={point:w,lineStart:function(){x.point=M,f&&f.push(s=[]);v=!0,y=!1,p=g=NaN},lineEnd:function(){c&&(M(l,h),d&&y&&m.rejoin(),c.push(m.result()));x.point=w,y&&b.lineEnd()},polygonStart:function(){b=m,c=[],f=[],_=!0},polygonEnd:function(){var n=function(){for(var n=0,e=0,i=f.length;e<i;++e)for(var o,a,u=f[e],c=1,s=u.length,l=u[0],h=l[0],d=l[1];c<s;++c)o=h,a=d,h=(l=u[c])[0],d=l[1],a<=r?d>r&&(h-o)*(r-a)>(d-a)*(t-o)&&++n:d<=r&&(h-o)*(r-a)<(d-a)*(t-o)&&--n;return n}(),e=_&&n,i=(c=ct(c)).length;(e||i)&&(a.polygonStart(),e&&(a.lineStart(),o(null,null,1,a),a.lineEnd()),i&&Gs(c,u,n,o,a),a.polygonEnd());b=a,c=f=s=null}};function w(t,n){i(t,n)&&b.point(t,n)}function M(o,a){var u=i(o,a);if(f&&s.push([o,a]),v)l=o,h=a,d=u,v=!1,u&&(b.lineStart(),b.point(o,a));else if(u&&y)b.point(o,a);else{var c=[p=Math.max(ul,Math.min(al,p)),g=Math.max(ul,Math.min(al,g))],m=[o=Math.max(ul,Math.min(al,o)),a=Math.max(ul,Math.min(al,a))];!function(t,n,e,r,i,o){var a,u=t[0],c=t[1],f=0,s=1,l=n[0]-u,h=n[1]-c;if(a=e-u,l||!(a>0)){if(a/=l,l<0){if(a<f)return;a<s&&(s=a)}else if(l>0){if(a>s)return;a>f&&(f=a)}if(a=i-u,l||!(a<0)){if(a/=l,l<0){if(a>s)return;a>f&&(f=a)}else if(l>0){if(a<f)return;a<s&&(s=a)}if(a=r-c,h||!(a>0)){if(a/=h,h<0){if(a<f)return;a<s&&(s=a)}else if(h>0){if(a>s)return;a>f&&(f=a)}if(a=o-c,h||!(a<0)){if(a/=h,h<0){if(a>s)return;a>f&&(f=a)}else if(h>0){if(a<f)return;a<s&&(s=a)}return f>0&&(t[0]=u+f*l,t[1]=c+f*h),s<1&&(n[0]=u+s*l,n[1]=c+s*h),!0}}}}}(c,m,t,n,e,r)?u&&(b.lineStart(),b.point(o,a),_=!1):(y||(b.lineStart(),b.point(c[0],c[1])),b.point(m[0],m[1]),u||b.lineEnd(),_=!1)}p=o,g=a,y=u}return x}}var fl={sphere:df,point:df,lineStart:function(){fl.point=ll,fl.lineEnd=sl},lineEnd:df,polygonStart:df,polygonEnd:df};function sl(){fl.point=fl.lineEnd=df}function ll(t,n){rl=t*=Wc,il=af(n*=Wc),ol=Jc(n),fl.point=hl}function hl(t,n){t*=Wc;var e=af(n*=Wc),r=Jc(n),i=Zc(t-rl),o=Jc(i),a=r*af(i),u=ol*e-il*r*o,c=il*e+ol*r*o;el.add(Qc(cf(a*a+u*u),c)),rl=t,il=e,ol=r}function dl(t){return el=new M,bf(t,fl),+el}var pl=[null,null],gl={type:"LineString",coordinates:pl};function yl(t,n){return pl[0]=t,pl[1]=n,dl(gl)}var vl={Feature:function(t,n){return bl(t.geometry,n)},FeatureCollection:function(t,n){for(var e=t.features,r=-1,i=e.length;++r<i;)if(bl(e[r].geometry,n))return!0;return!1}},_l={Sphere:function(){return!0},Point:function(t,n){return ml(t.coordinates,n)},MultiPoint:function(t,n){for(var e=t.coordinates,r=-1,i=e.length;++r<i;)if(ml(e[r],n))return!0;return!1},LineString:function(t,n){return xl(t.coordinates,n)},MultiLineString:function(t,n){for(var e=t.coordinates,r=-1,i=e.length;++r<i;)if(xl(e[r],n))return!0;return!1},Polygon:function(t,n){return wl(t.coordinates,n)},MultiPolygon:function(t,n){for(var e=t.coordinates,r=-1,i=e.length;++r<i;)if(wl(e[r],n))return!0;return!1},GeometryCollection:function(t,n){for(var e=t.geometries,r=-1,i=e.length;++r<i;)if(bl(e[r],n))return!0;return!1}};function bl(t,n){return!(!t||!_l.hasOwnProperty(t.type))&&_l[t.type](t,n)}function ml(t,n){return 0===yl(t,n)}function xl(t,n){for(var e,r,i,o=0,a=t.length;o<a;o++){if(0===(r=yl(t[o],n)))return!0;if(o>0&&(i=yl(t[o],t[o-1]))>0&&e<=i&&r<=i&&(e+r-i)*(1-Math.pow((e-r)/i,2))<Lc*i)return!0;e=r}return!1}function wl(t,n){return!!Zs(t.map(Ml),Al(n))}function Ml(t){return(t=t.map(Al)).pop(),t}function Al(t){return[t[0]*Wc,t[1]*Wc]}function Tl(t,n,e){var r=st(t,n-Yc,e).concat(n);return function(t){return r.map(function(n){return[t,n]})}}function Sl(t,n,e){var r=st(t,n-Yc,e).concat(n);return function(t){return r.map(function(n){return[n,t]})}}function El(){var t,n,e,r,i,o,a,u,c,f,s,l,h=10,d=h,p=90,g=360,y=2.5;function v(){return{type:"MultiLineString",coordinates:_()}}function _(){return st(tf(r/p)*p,e,p).map(s).concat(st(tf(u/g)*g,a,g).map(l)).concat(st(tf(n/h)*h,t,h).filter(function(t){return Zc(t%p)>Yc}).map(c)).concat(st(tf(o/d)*d,i,d).filter(function(t){return Zc(t%g)>Yc}).map(f))}return v.lines=function(){return _().map(function(t){return{type:"LineString",coordinates:t}})},v.outline=function(){return{type:"Polygon",coordinates:[s(r).concat(l(a).slice(1),s(e).reverse().slice(1),l(u).reverse().slice(1))]}},v.extent=function(t){return arguments.length?v.extentMajor(t).extentMinor(t):v.extentMinor()},v.extentMajor=function(t){return arguments.length?(r=+t[0][0],e=+t[1][0],u=+t[0][1],a=+t[1][1],r>e&&(t=r,r=e,e=t),u>a&&(t=u,u=a,a=t),v.precision(y)):[[r,u],[e,a]]},v.extentMinor=function(e){return arguments.length?(n=+e[0][0],t=+e[1][0],o=+e[0][1],i=+e[1][1],n>t&&(e=n,n=t,t=e),o>i&&(e=o,o=i,i=e),v.precision(y)):[[n,o],[t,i]]},v.step=function(t){return arguments.length?v.stepMajor(t).stepMinor(t):v.stepMinor()},v.stepMajor=function(t){return arguments.length?(p=+t[0],g=+t[1],v):[p,g]},v.stepMinor=function(t){return arguments.length?(h=+t[0],d=+t[1],v):[h,d]},v.precision=function(h){return arguments.length?(y=+h,c=Tl(o,i,90),f=Sl(n,t,y),s=Tl(u,a,90),l=Sl(r,e,y),v):y},v.extentMajor([[-180,-89.999999],[180,89.999999]]).extentMinor([[-180,-80.000001],[180,80.000001]])}var Nl,kl,Cl,Pl,zl=t=>t,$l=new M,Dl=new M,Rl={point:df,lineStart:df,lineEnd:df,polygonStart:function(){Rl.lineStart=Fl,Rl.lineEnd=Ul},polygonEnd:function(){Rl.lineStart=Rl.lineEnd=Rl.point=df,$l.add(Zc(Dl)),Dl=new M},result:function(){var t=$l/2;return $l=new M,t}};function Fl(){Rl.point=ql}function ql(t,n){Rl.point=Il,Nl=Cl=t,kl=Pl=n}function Il(t,n){Dl.add(Pl*t-Cl*n),Cl=t,Pl=n}function Ul(){Il(Nl,kl)}var Ol=1/0,Bl=Ol,Yl=-Ol,Ll=Yl,jl={point:function(t,n){t<Ol&&(Ol=t);t>Yl&&(Yl=t);n<Bl&&(Bl=n);n>Ll&&(Ll=n)},lineStart:df,lineEnd:df,polygonStart:df,polygonEnd:df,result:function(){var t=[[Ol,Bl],[Yl,Ll]];return Yl=Ll=-(Bl=Ol=1/0),t}};var Hl,Xl,Gl,Vl,Wl=0,Zl=0,Kl=0,Ql=0,Jl=0,th=0,nh=0,eh=0,rh=0,ih={point:oh,lineStart:ah,lineEnd:fh,polygonStart:function(){ih.lineStart=sh,ih.lineEnd=lh},polygonEnd:function(){ih.point=oh,ih.lineStart=ah,ih.lineEnd=fh},result:function(){var t=rh?[nh/rh,eh/rh]:th?[Ql/th,Jl/th]:Kl?[Wl/Kl,Zl/Kl]:[NaN,NaN];return Wl=Zl=Kl=Ql=Jl=th=nh=eh=rh=0,t}};function oh(t,n){Wl+=t,Zl+=n,++Kl}function ah(){ih.point=uh}function uh(t,n){ih.point=ch,oh(Gl=t,Vl=n)}function ch(t,n){var e=t-Gl,r=n-Vl,i=cf(e*e+r*r);Ql+=i*(Gl+t)/2,Jl+=i*(Vl+n)/2,th+=i,oh(Gl=t,Vl=n)}function fh(){ih.point=oh}function sh(){ih.point=hh}function lh(){dh(Hl,Xl)}function hh(t,n){ih.point=dh,oh(Hl=Gl=t,Xl=Vl=n)}function dh(t,n){var e=t-Gl,r=n-Vl,i=cf(e*e+r*r);Ql+=i*(Gl+t)/2,Jl+=i*(Vl+n)/2,th+=i,nh+=(i=Vl*t-Gl*n)*(Gl+t),eh+=i*(Vl+n),rh+=3*i,oh(Gl=t,Vl=n)}function ph(t){this._context=t}ph.prototype={_radius:4.5,pointRadius:function(t){return this._radius=t,this},polygonStart:function(){this._line=0},polygonEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){0===this._line&&this._context.closePath(),this._point=NaN},point:function(t,n){switch(this._point){case 0:this._context.moveTo(t,n),this._point=1;break;case 1:this._context.lineTo(t,n);break;default:this._context.moveTo(t+this._radius,n),this._context.arc(t,n,this._radius,0,Gc)}},result:df};var gh,yh,vh,_h,bh,mh=new M,xh={point:df,lineStart:function(){xh.point=wh},lineEnd:function(){gh&&Mh(yh,vh),xh.point=df},polygonStart:function(){gh=!0},polygonEnd:function(){gh=null},result:function(){var t=+mh;return mh=new M,t}};function wh(t,n){xh.point=Mh,yh=_h=t,vh=bh=n}function Mh(t,n){_h-=t,bh-=n,mh.add(cf(_h*_h+bh*bh)),_h=t,bh=n}let Ah,Th,Sh,Eh;class Nh{constructor(t){this._append=null==t?kh:function(t){const n=Math.floor(t);if(!(n>=0))throw new RangeError(`invalid digits: ${t}`);if(n>15)return kh;if(n!==Ah){const t=10**n;Ah=n,Th=function(n){let e=1;this._+=n[0];for(const r=n.length;e<r;++e)this._+=Math.round(arguments[e]*t)/t+n[e]}}return Th}(t),this._radius=4.5,this._=""}pointRadius(t){return this._radius=+t,this}polygonStart(){this._line=0}polygonEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){0===this._line&&(this._+="Z"),this._point=NaN}point(t,n){switch(this._point){case 0:this._append`M${t},${n}`,this._point=1;break;case 1:this._append`L${t},${n}`;break;default:if(this._append`M${t},${n}`,this._radius!==Sh||this._append!==Th){const t=this._radius,n=this._;this._="",this._append`m0,${t}a${t},${t} 0 1,1 0,${-2*t}a${t},${t} 0 1,1 0,${2*t}z`,Sh=t,Th=this._append,Eh=this._,this._=n}this._+=Eh}}result(){const t=this._;return this._="",t.length?t:null}}function kh(t){let n=1;this._+=t[0];for(const e=t.length;n<e;++n)this._+=arguments[n]+t[n]}function Ch(t){return function(n){var e=new Ph;for(var r in t)e[r]=t[r];return e.stream=n,e}}function Ph(){}function zh(t,n,e){var r=t.clipExtent&&t.clipExtent();return t.scale(150).translate([0,0]),null!=r&&t.clipExtent(null),bf(e,t.stream(jl)),n(jl.result()),null!=r&&t.clipExtent(r),t}function $h(t,n,e){return zh(t,function(e){var r=n[1][0]-n[0][0],i=n[1][1]-n[0][1],o=Math.min(r/(e[1][0]-e[0][0]),i/(e[1][1]-e[0][1])),a=+n[0][0]+(r-o*(e[1][0]+e[0][0]))/2,u=+n[0][1]+(i-o*(e[1][1]+e[0][1]))/2;t.scale(150*o).translate([a,u])},e)}function Dh(t,n,e){return $h(t,[[0,0],n],e)}function Rh(t,n,e){return zh(t,function(e){var r=+n,i=r/(e[1][0]-e[0][0]),o=(r-i*(e[1][0]+e[0][0]))/2,a=-i*e[0][1];t.scale(150*i).translate([o,a])},e)}function Fh(t,n,e){return zh(t,function(e){var r=+n,i=r/(e[1][1]-e[0][1]),o=-i*e[0][0],a=(r-i*(e[1][1]+e[0][1]))/2;t.scale(150*i).translate([o,a])},e)}Ph.prototype={constructor:Ph,point:function(t,n){this.stream.point(t,n)},sphere:function(){this.stream.sphere()},lineStart:function(){this.stream.lineStart()},lineEnd:function(){this.stream.lineEnd()},polygonStart:function(){this.stream.polygonStart()},polygonEnd:function(){this.stream.polygonEnd()}};var qh=Jc(30*Wc);function Ih(t,n){return+n?function(t,n){function e(r,i,o,a,u,c,f,s,l,h,d,p,g,y){var v=f-r,_=s-i,b=v*v+_*_;if(b>4*n&&g--){var m=a+h,x=u+d,w=c+p,M=cf(m*m+x*x+w*w),A=lf(w/=M),T=Zc(Zc(w)-1)<Yc||Zc(o-l)<Yc?(o+l)/2:Qc(x,m),S=t(T,A),E=S[0],N=S[1],k=E-r,C=N-i,P=_*k-v*C;(P*P/b>n||Zc((v*k+_*C)/b-.5)>.3||a*h+u*d+c*p<qh)&&(e(r,i,o,a,u,c,E,N,T,m/=M,x/=M,w,g,y),y.point(E,N),e(E,N,T,m,x,w,f,s,l,h,d,p,g,y))}}return function(n){var r,i,o,a,u,c,f,s,l,h,d,p,g={point:y,lineStart:v,lineEnd:b,polygonStart:function(){n.polygonStart(),g.lineStart=m},polygonEnd:function(){n.polygonEnd(),g.lineStart=v}};function y(e,r){e=t(e,r),n.point(e[0],e[1])}function v(){s=NaN,g.point=_,n.lineStart()}function _(r,i){var o=jf([r,i]),a=t(r,i);e(s,l,f,h,d,p,s=a[0],l=a[1],f=r,h=o[0],d=o[1],p=o[2],16,n),n.point(s,l)}function b(){g.point=y,n.lineEnd()}function m(){v(),g.point=x,g.lineEnd=w}function x(t,n){_(r=t,n),i=s,o=l,a=h,u=d,c=p,g.point=_}function w(){e(s,l,f,h,d,p,i,o,r,a,u,c,16,n),g.lineEnd=b,b()}return g}}(t,n):function(t){return Ch({point:function(n,e){n=t(n,e),this.stream.point(n[0],n[1])}})}(t)}var Uh=Ch({point:function(t,n){this.stream.point(t*Wc,n*Wc)}});function Oh(t,n,e,r,i,o){if(!o)return function(t,n,e,r,i){function o(o,a){return[n+t*(o*=r),e-t*(a*=i)]}return o.invert=function(o,a){return[(o-n)/t*r,(e-a)/t*i]},o}(t,n,e,r,i);var a=Jc(o),u=af(o),c=a*t,f=u*t,s=a/t,l=u/t,h=(u*e-a*n)/t,d=(u*n+a*e)/t;function p(t,o){return[c*(t*=r)-f*(o*=i)+n,e-f*t-c*o]}return p.invert=function(t,n){return[r*(s*t-l*n+h),i*(d-l*t-s*n)]},p}function Bh(t){return Yh(function(){return t})()}function Yh(t){var n,e,r,i,o,a,u,c,f,s,l=150,h=480,d=250,p=0,g=0,y=0,v=0,_=0,b=0,m=1,x=1,w=null,M=tl,A=null,T=zl,S=.5;function E(t){return c(t[0]*Wc,t[1]*Wc)}function N(t){return(t=c.invert(t[0],t[1]))&&[t[0]*Vc,t[1]*Vc]}function k(){var t=Oh(l,0,0,m,x,b).apply(null,n(p,g)),r=Oh(l,h-t[0],d-t[1],m,x,b);return e=qs(y,v,_),u=Rs(n,r),c=Rs(e,u),a=Ih(u,S),C()}function C(){return f=s=null,E}return E.stream=function(t){return f&&s===t?f:f=Uh(function(t){return Ch({point:function(n,e){var r=t(n,e);return this.stream.point(r[0],r[1])}})}(e)(M(a(T(s=t)))))},E.preclip=function(t){return arguments.length?(M=t,w=void 0,C()):M},E.postclip=function(t){return arguments.length?(T=t,A=r=i=o=null,C()):T},E.clipAngle=function(t){return arguments.length?(M=+t?nl(w=t*Wc):(w=null,tl),C()):w*Vc},E.clipExtent=function(t){return arguments.length?(T=null==t?(A=r=i=o=null,zl):cl(A=+t[0][0],r=+t[0][1],i=+t[1][0],o=+t[1][1]),C()):null==A?null:[[A,r],[i,o]]},E.scale=function(t){return arguments.length?(l=+t,k()):l},E.translate=function(t){return arguments.length?(h=+t[0],d=+t[1],k()):[h,d]},E.center=function(t){return arguments.length?(p=t[0]%360*Wc,g=t[1]%360*Wc,k()):[p*Vc,g*Vc]},E.rotate=function(t){return arguments.length?(y=t[0]%360*Wc,v=t[1]%360*Wc,_=t.length>2?t[2]%360*Wc:0,k()):[y*Vc,v*Vc,_*Vc]},E.angle=function(t){return arguments.length?(b=t%360*Wc,k()):b*Vc},E.reflectX=function(t){return arguments.length?(m=t?-1:1,k()):m<0},E.reflectY=function(t){return arguments.length?(x=t?-1:1,k()):x<0},E.precision=function(t){return arguments.length?(a=Ih(u,S=t*t),C()):cf(S)},E.fitExtent=function(t,n){return $h(E,t,n)},E.fitSize=function(t,n){return Dh(E,t,n)},E.fitWidth=function(t,n){return Rh(E,t,n)},E.fitHeight=function(t,n){return Fh(E,t,n)},function(){return n=t.apply(this,arguments),E.invert=n.invert&&N,k()}}function Lh(t){var n=0,e=jc/3,r=Yh(t),i=r(n,e);return i.parallels=function(t){return arguments.length?r(n=t[0]*Wc,e=t[1]*Wc):[n*Vc,e*Vc]},i}function jh(t,n){var e=af(t),r=(e+af(n))/2;if(Zc(r)<Yc)return function(t){var n=Jc(t);function e(t,e){return[t*n,af(e)/n]}return e.invert=function(t,e){return[t/n,lf(e*n)]},e}(t);var i=1+e*(2*r-e),o=cf(i)/r;function a(t,n){var e=cf(i-2*r*af(n))/r;return[e*af(t*=r),o-e*Jc(t)]}return a.invert=function(t,n){var e=o-n,a=Qc(t,Zc(e))*uf(e);return e*r<0&&(a-=jc*uf(t)*uf(e)),[a/r,lf((i-(t*t+e*e)*r*r)/(2*r))]},a}function Hh(){return Lh(jh).scale(155.424).center([0,33.6442])}function Xh(){return Hh().parallels([29.5,45.5]).scale(1070).translate([480,250]).rotate([96,0]).center([-.6,38.7])}function Gh(t){return function(n,e){var r=Jc(n),i=Jc(e),o=t(r*i);return o===1/0?[2,0]:[o*i*af(n),o*af(e)]}}function Vh(t){return function(n,e){var r=cf(n*n+e*e),i=t(r),o=af(i),a=Jc(i);return[Qc(n*o,r*a),lf(r&&e*o/r)]}}var Wh=Gh(function(t){return cf(2/(1+t))});Wh.invert=Vh(function(t){return 2*lf(t/2)});var Zh=Gh(function(t){return(t=sf(t))&&t/af(t)});function Kh(t,n){return[t,rf(ff((Hc+n)/2))]}function Qh(t){var n,e,r,i=Bh(t),o=i.center,a=i.scale,u=i.translate,c=i.clipExtent,f=null;function s(){var o=jc*a(),u=i(Bs(i.rotate()).invert([0,0]));return c(null==f?[[u[0]-o,u[1]-o],[u[0]+o,u[1]+o]]:t===Kh?[[Math.max(u[0]-o,f),n],[Math.min(u[0]+o,e),r]]:[[f,Math.max(u[1]-o,n)],[e,Math.min(u[1]+o,r)]])}return i.scale=function(t){return arguments.length?(a(t),s()):a()},i.translate=function(t){return arguments.length?(u(t),s()):u()},i.center=function(t){return arguments.length?(o(t),s()):o()},i.clipExtent=function(t){return arguments.length?(null==t?f=n=e=r=null:(f=+t[0][0],n=+t[0][1],e=+t[1][0],r=+t[1][1]),s()):null==f?null:[[f,n],[e,r]]},s()}function Jh(t){return ff((Hc+t)/2)}function td(t,n){var e=Jc(t),r=t===n?af(t):rf(e/Jc(n))/rf(Jh(n)/Jh(t)),i=e*of(Jh(t),r)/r;if(!r)return Kh;function o(t,n){i>0?n<-Hc+Yc&&(n=-Hc+Yc):n>Hc-Yc&&(n=Hc-Yc);var e=i/of(Jh(n),r);return[e*af(r*t),i-e*Jc(r*t)]}return o.invert=function(t,n){var e=i-n,o=uf(r)*cf(t*t+e*e),a=Qc(t,Zc(e))*uf(e);return e*r<0&&(a-=jc*uf(t)*uf(e)),[a/r,2*Kc(of(i/o,1/r))-Hc]},o}function nd(t,n){return[t,n]}function ed(t,n){var e=Jc(t),r=t===n?af(t):(e-Jc(n))/(n-t),i=e/r+t;if(Zc(r)<Yc)return nd;function o(t,n){var e=i-n,o=r*t;return[e*af(o),i-e*Jc(o)]}return o.invert=function(t,n){var e=i-n,o=Qc(t,Zc(e))*uf(e);return e*r<0&&(o-=jc*uf(t)*uf(e)),[o/r,i-uf(r)*cf(t*t+e*e)]},o}Zh.invert=Vh(function(t){return t}),Kh.invert=function(t,n){return[t,2*Kc(nf(n))-Hc]},nd.invert=nd;var rd=1.340264,id=-.081106,od=893e-6,ad=.003796,ud=cf(3)/2;function cd(t,n){var e=lf(ud*af(n)),r=e*e,i=r*r*r;return[t*Jc(e)/(ud*(rd+3*id*r+i*(7*od+9*ad*r))),e*(rd+id*r+i*(od+ad*r))]}function fd(t,n){var e=Jc(n),r=Jc(t)*e;return[e*af(t)/r,af(n)/r]}function sd(t,n){var e=n*n,r=e*e;return[t*(.8707-.131979*e+r*(r*(.003971*e-.001529*r)-.013791)),n*(1.007226+e*(.015085+r*(.028874*e-.044475-.005916*r)))]}function ld(t,n){return[Jc(n)*af(t),af(n)]}function hd(t,n){var e=Jc(n),r=1+Jc(t)*e;return[e*af(t)/r,af(n)/r]}function dd(t,n){return[rf(ff((Hc+n)/2)),-t]}function pd(t,n){return t.parent===n.parent?1:2}function gd(t,n){return t+n.x}function yd(t,n){return Math.max(t,n.y)}function vd(t){var n=0,e=t.children,r=e&&e.length;if(r)for(;--r>=0;)n+=e[r].value;else n=1;t.value=n}function _d(t,n){t instanceof Map?(t=[void 0,t],void 0===n&&(n=md)):void 0===n&&(n=bd);for(var e,r,i,o,a,u=new Md(t),c=[u];e=c.pop();)if((i=n(e.data))&&(a=(i=Array.from(i)).length))for(e.children=i,o=a-1;o>=0;--o)c.push(r=i[o]=new Md(i[o])),r.parent=e,r.depth=e.depth+1;return u.eachBefore(wd)}function bd(t){return t.children}function md(t){return Array.isArray(t)?t[1]:null}function xd(t){void 0!==t.data.value&&(t.value=t.data.value),t.data=t.data.data}function wd(t){var n=0;do{t.height=n}while((t=t.parent)&&t.height<++n)}function Md(t){this.data=t,this.depth=this.height=0,this.parent=null}function Ad(t){return null==t?null:Td(t)}function Td(t){if("function"!=typeof t)throw new Error;return t}function Sd(){return 0}function Ed(t){return function(){return t}}cd.invert=function(t,n){for(var e,r=n,i=r*r,o=i*i*i,a=0;a<12&&(o=(i=(r-=e=(r*(rd+id*i+o*(od+ad*i))-n)/(rd+3*id*i+o*(7*od+9*ad*i)))*r)*i*i,!(Zc(e)<Lc));++a);return[ud*t*(rd+3*id*i+o*(7*od+9*ad*i))/Jc(r),lf(af(r)/ud)]},fd.invert=Vh(Kc),sd.invert=function(t,n){var e,r=n,i=25;do{var o=r*r,a=o*o;r-=e=(r*(1.007226+o*(.015085+a*(.028874*o-.044475-.005916*a)))-n)/(1.007226+o*(.045255+a*(.259866*o-.311325-.005916*11*a)))}while(Zc(e)>Yc&&--i>0);return[t/(.8707+(o=r*r)*(o*(o*o*o*(.003971-.001529*o)-.013791)-.131979)),r]},ld.invert=Vh(lf),hd.invert=Vh(function(t){return 2*Kc(t)}),dd.invert=function(t,n){return[-n,2*Kc(nf(t))-Hc]},Md.prototype=_d.prototype={constructor:Md,count:function(){return this.eachAfter(vd)},each:function(t,n){let e=-1;for(const r of this)t.call(n,r,++e,this);return this},eachAfter:function(t,n){for(var e,r,i,o=this,a=[o],u=[],c=-1;o=a.pop();)if(u.push(o),e=o.children)for(r=0,i=e.length;r<i;++r)a.push(e[r]);for(;o=u.pop();)t.call(n,o,++c,this);return this},eachBefore:function(t,n){for(var e,r,i=this,o=[i],a=-1;i=o.pop();)if(t.call(n,i,++a,this),e=i.children)for(r=e.length-1;r>=0;--r)o.push(e[r]);return this},find:function(t,n){let e=-1;for(const r of this)if(t.call(n,r,++e,this))return r},sum:function(t){return this.eachAfter(function(n){for(var e=+t(n.data)||0,r=n.children,i=r&&r.length;--i>=0;)e+=r[i].value;n.value=e})},sort:function(t){return this.eachBefore(function(n){n.children&&n.children.sort(t)})},path:function(t){for(var n=this,e=function(t,n){if(t===n)return t;var e=t.ancestors(),r=n.ancestors(),i=null;t=e.pop(),n=r.pop();for(;t===n;)i=t,t=e.pop(),n=r.pop();return i}(n,t),r=[n];n!==e;)n=n.parent,r.push(n);for(var i=r.length;t!==e;)r.splice(i,0,t),t=t.parent;return r},ancestors:function(){for(var t=this,n=[t];t=t.parent;)n.push(t);return n},descendants:function(){return Array.from(this)},leaves:function(){var t=[];return this.eachBefore(function(n){n.children||t.push(n)}),t},links:function(){var t=this,n=[];return t.each(function(e){e!==t&&n.push({source:e.parent,target:e})}),n},copy:function(){return _d(this).eachBefore(xd)},[Symbol.iterator]:function*(){var t,n,e,r,i=this,o=[i];do{for(t=o.reverse(),o=[];i=t.pop();)if(yield i,n=i.children)for(e=0,r=n.length;e<r;++e)o.push(n[e])}while(o.length)}};const Nd=4294967296;function kd(){let t=1;return()=>(t=(1664525*t+1013904223)%Nd)/Nd}function Cd(t,n){for(var e,r,i=0,o=(t=function(t,n){let e,r,i=t.length;for(;i;)r=n()*i--|0,e=t[i],t[i]=t[r],t[r]=e;return t}(Array.from(t),n)).length,a=[];i<o;)e=t[i],r&&$d(r,e)?++i:(r=Rd(a=Pd(a,e)),i=0);return r}function Pd(t,n){var e,r;if(Dd(n,t))return[n];for(e=0;e<t.length;++e)if(zd(n,t[e])&&Dd(Fd(t[e],n),t))return[t[e],n];for(e=0;e<t.length-1;++e)for(r=e+1;r<t.length;++r)if(zd(Fd(t[e],t[r]),n)&&zd(Fd(t[e],n),t[r])&&zd(Fd(t[r],n),t[e])&&Dd(qd(t[e],t[r],n),t))return[t[e],t[r],n];throw new Error}function zd(t,n){var e=t.r-n.r,r=n.x-t.x,i=n.y-t.y;return e<0||e*e<r*r+i*i}function $d(t,n){var e=t.r-n.r+1e-9*Math.max(t.r,n.r,1),r=n.x-t.x,i=n.y-t.y;return e>0&&e*e>r*r+i*i}function Dd(t,n){for(var e=0;e<n.length;++e)if(!$d(t,n[e]))return!1;return!0}function Rd(t){switch(t.length){case 1:return function(t){return{x:t.x,y:t.y,r:t.r}}(t[0]);case 2:return Fd(t[0],t[1]);case 3:return qd(t[0],t[1],t[2])}}function Fd(t,n){var e=t.x,r=t.y,i=t.r,o=n.x,a=n.y,u=n.r,c=o-e,f=a-r,s=u-i,l=Math.sqrt(c*c+f*f);return{x:(e+o+c/l*s)/2,y:(r+a+f/l*s)/2,r:(l+i+u)/2}}function qd(t,n,e){var r=t.x,i=t.y,o=t.r,a=n.x,u=n.y,c=n.r,f=e.x,s=e.y,l=e.r,h=r-a,d=r-f,p=i-u,g=i-s,y=c-o,v=l-o,_=r*r+i*i-o*o,b=_-a*a-u*u+c*c,m=_-f*f-s*s+l*l,x=d*p-h*g,w=(p*m-g*b)/(2*x)-r,M=(g*y-p*v)/x,A=(d*b-h*m)/(2*x)-i,T=(h*v-d*y)/x,S=M*M+T*T-1,E=2*(o+w*M+A*T),N=w*w+A*A-o*o,k=-(Math.abs(S)>1e-6?(E+Math.sqrt(E*E-4*S*N))/(2*S):N/E);return{x:r+w+M*k,y:i+A+T*k,r:k}}function Id(t,n,e){var r,i,o,a,u=t.x-n.x,c=t.y-n.y,f=u*u+c*c;f?(i=n.r+e.r,i*=i,a=t.r+e.r,i>(a*=a)?(r=(f+a-i)/(2*f),o=Math.sqrt(Math.max(0,a/f-r*r)),e.x=t.x-r*u-o*c,e.y=t.y-r*c+o*u):(r=(f+i-a)/(2*f),o=Math.sqrt(Math.max(0,i/f-r*r)),e.x=n.x+r*u-o*c,e.y=n.y+r*c+o*u)):(e.x=n.x+e.r,e.y=n.y)}function Ud(t,n){var e=t.r+n.r-1e-6,r=n.x-t.x,i=n.y-t.y;return e>0&&e*e>r*r+i*i}function Od(t){var n=t._,e=t.next._,r=n.r+e.r,i=(n.x*e.r+e.x*n.r)/r,o=(n.y*e.r+e.y*n.r)/r;return i*i+o*o}function Bd(t){this._=t,this.next=null,this.previous=null}function Yd(t,n){if(!(o=(t=function(t){return"object"==typeof t&&"length"in t?t:Array.from(t)}(t)).length))return 0;var e,r,i,o,a,u,c,f,s,l,h;if((e=t[0]).x=0,e.y=0,!(o>1))return e.r;if(r=t[1],e.x=-r.r,r.x=e.r,r.y=0,!(o>2))return e.r+r.r;Id(r,e,i=t[2]),e=new Bd(e),r=new Bd(r),i=new Bd(i),e.next=i.previous=r,r.next=e.previous=i,i.next=r.previous=e;t:for(c=3;c<o;++c){Id(e._,r._,i=t[c]),i=new Bd(i),f=r.next,s=e.previous,l=r._.r,h=e._.r;do{if(l<=h){if(Ud(f._,i._)){r=f,e.next=r,r.previous=e,--c;continue t}l+=f._.r,f=f.next}else{if(Ud(s._,i._)){(e=s).next=r,r.previous=e,--c;continue t}h+=s._.r,s=s.previous}}while(f!==s.next);for(i.previous=e,i.next=r,e.next=r.previous=r=i,a=Od(e);(i=i.next)!==r;)(u=Od(i))<a&&(e=i,a=u);r=e.next}for(e=[r._],i=r;(i=i.next)!==r;)e.push(i._);for(i=Cd(e,n),c=0;c<o;++c)(e=t[c]).x-=i.x,e.y-=i.y;return i.r}function Ld(t){return Math.sqrt(t.value)}function jd(t){return function(n){n.children||(n.r=Math.max(0,+t(n)||0))}}function Hd(t,n,e){return function(r){if(i=r.children){var i,o,a,u=i.length,c=t(r)*n||0;if(c)for(o=0;o<u;++o)i[o].r+=c;if(a=Yd(i,e),c)for(o=0;o<u;++o)i[o].r-=c;r.r=a+c}}}function Xd(t){return function(n){var e=n.parent;n.r*=t,e&&(n.x=e.x+t*n.x,n.y=e.y+t*n.y)}}function Gd(t){t.x0=Math.round(t.x0),t.y0=Math.round(t.y0),t.x1=Math.round(t.x1),t.y1=Math.round(t.y1)}function Vd(t,n,e,r,i){for(var o,a=t.children,u=-1,c=a.length,f=t.value&&(r-n)/t.value;++u<c;)(o=a[u]).y0=e,o.y1=i,o.x0=n,o.x1=n+=o.value*f}var Wd={depth:-1},Zd={},Kd={};function Qd(t){return t.id}function Jd(t){return t.parentId}function tp(t){let n=t.length;if(n<2)return"";for(;--n>1&&!np(t,n););return t.slice(0,n)}function np(t,n){if("/"===t[n]){let e=0;for(;n>0&&"\\\\"===t[--n];)++e;if(!(1&e))return!0}return!1}function ep(t,n){return t.parent===n.parent?1:2}function rp(t){var n=t.children;return n?n[0]:t.t}function ip(t){var n=t.children;return n?n[n.length-1]:t.t}function op(t,n,e){var r=e/(n.i-t.i);n.c-=r,n.s+=e,t.c+=r,n.z+=e,n.m+=e}function ap(t,n,e){return t.a.parent===n.parent?t.a:e}function up(t,n){this._=t,this.parent=null,this.children=null,this.A=null,this.a=this,this.z=0,this.m=0,this.c=0,this.s=0,this.t=null,this.i=n}function cp(t,n,e,r,i){for(var o,a=t.children,u=-1,c=a.length,f=t.value&&(i-e)/t.value;++u<c;)(o=a[u]).x0=n,o.x1=r,o.y0=e,o.y1=e+=o.value*f}up.prototype=Object.create(Md.prototype);var fp=(1+Math.sqrt(5))/2;function sp(t,n,e,r,i,o){for(var a,u,c,f,s,l,h,d,p,g,y,v=[],_=n.children,b=0,m=0,x=_.length,w=n.value;b<x;){c=i-e,f=o-r;do{s=_[m++].value}while(!s&&m<x);for(l=h=s,y=s*s*(g=Math.max(f/c,c/f)/(w*t)),p=Math.max(h/y,y/l);m<x;++m){if(s+=u=_[m].value,u<l&&(l=u),u>h&&(h=u),y=s*s*g,(d=Math.max(h/y,y/l))>p){s-=u;break}p=d}v.push(a={value:s,dice:c<f,children:_.slice(b,m)}),a.dice?Vd(a,e,r,i,w?r+=f*s/w:o):cp(a,e,r,w?e+=c*s/w:i,o),w-=s,b=m}return v}var lp=function t(n){function e(t,e,r,i,o){sp(n,t,e,r,i,o)}return e.ratio=function(n){return t((n=+n)>1?n:1)},e}(fp);var hp=function t(n){function e(t,e,r,i,o){if((a=t._squarify)&&a.ratio===n)for(var a,u,c,f,s,l=-1,h=a.length,d=t.value;++l<h;){for(c=(u=a[l]).children,f=u.value=0,s=c.length;f<s;++f)u.value+=c[f].value;u.dice?Vd(u,e,r,i,d?r+=(o-r)*u.value/d:o):cp(u,e,r,d?e+=(i-e)*u.value/d:i,o),d-=u.value}else t._squarify=a=sp(n,t,e,r,i,o),a.ratio=n}return e.ratio=function(n){return t((n=+n)>1?n:1)},e}(fp);function dp(t,n,e){return(n[0]-t[0])*(e[1]-t[1])-(n[1]-t[1])*(e[0]-t[0])}function pp(t,n){return t[0]-n[0]||t[1]-n[1]}function gp(t){const n=t.length,e=[0,1];let r,i=2;for(r=2;r<n;++r){for(;i>1&&dp(t[e[i-2]],t[e[i-1]],t[r])<=0;)--i;e[i++]=r}return e.slice(0,i)}var yp=Math.random,vp=function t(n){function e(t,e){return t=null==t?0:+t,e=null==e?1:+e,1===arguments.length?(e=t,t=0):e-=t,function(){return n()*e+t}}return e.source=t,e}(yp),_p=function t(n){function e(t,e){return arguments.length<2&&(e=t,t=0),t=Math.floor(t),e=Math.floor(e)-t,function(){return Math.floor(n()*e+t)}}return e.source=t,e}(yp),bp=function t(n){function e(t,e){var r,i;return t=null==t?0:+t,e=null==e?1:+e,function(){var o;if(null!=r)o=r,r=null;else do{r=2*n()-1,o=2*n()-1,i=r*r+o*o}while(!i||i>1);return t+e*o*Math.sqrt(-2*Math.log(i)/i)}}return e.source=t,e}(yp),mp=function t(n){var e=bp.source(n);function r(){var t=e.apply(this,arguments);return function(){return Math.exp(t())}}return r.source=t,r}(yp),xp=function t(n){function e(t){return(t=+t)<=0?()=>0:function(){for(var e=0,r=t;r>1;--r)e+=n();return e+r*n()}}return e.source=t,e}(yp),wp=function t(n){var e=xp.source(n);function r(t){if(0===(t=+t))return n;var r=e(t);return function(){return r()/t}}return r.source=t,r}(yp),Mp=function t(n){function e(t){return function(){return-Math.log1p(-n())/t}}return e.source=t,e}(yp),Ap=function t(n){function e(t){if((t=+t)<0)throw new RangeError("invalid alpha");return t=1/-t,function(){return Math.pow(1-n(),t)}}return e.source=t,e}(yp),Tp=function t(n){function e(t){if((t=+t)<0||t>1)throw new RangeError("invalid p");return function(){return Math.floor(n()+t)}}return e.source=t,e}(yp),Sp=function t(n){function e(t){if((t=+t)<0||t>1)throw new RangeError("invalid p");return 0===t?()=>1/0:1===t?()=>1:(t=Math.log1p(-t),function(){return 1+Math.floor(Math.log1p(-n())/t)})}return e.source=t,e}(yp),Ep=function t(n){var e=bp.source(n)();function r(t,r){if((t=+t)<0)throw new RangeError("invalid k");if(0===t)return()=>0;if(r=null==r?1:+r,1===t)return()=>-Math.log1p(-n())*r;var i=(t<1?t+1:t)-1/3,o=1/(3*Math.sqrt(i)),a=t<1?()=>Math.pow(n(),1/t):()=>1;return function(){do{do{var t=e(),u=1+o*t}while(u<=0);u*=u*u;var c=1-n()}while(c>=1-.0331*t*t*t*t&&Math.log(c)>=.5*t*t+i*(1-u+Math.log(u)));return i*u*a()*r}}return r.source=t,r}(yp),Np=function t(n){var e=Ep.source(n);function r(t,n){var r=e(t),i=e(n);return function(){var t=r();return 0===t?0:t/(t+i())}}return r.source=t,r}(yp),kp=function t(n){var e=Sp.source(n),r=Np.source(n);function i(t,n){return t=+t,(n=+n)>=1?()=>t:n<=0?()=>0:function(){for(var i=0,o=t,a=n;o*a>16&&o*(1-a)>16;){var u=Math.floor((o+1)*a),c=r(u,o-u+1)();c<=a?(i+=u,o-=u,a=(a-c)/(1-c)):(o=u-1,a/=c)}for(var f=a<.5,s=e(f?a:1-a),l=s(),h=0;l<=o;++h)l+=s();return i+(f?h:o-h)}}return i.source=t,i}(yp),Cp=function t(n){function e(t,e,r){var i;return 0===(t=+t)?i=t=>-Math.log(t):(t=1/t,i=n=>Math.pow(n,t)),e=null==e?0:+e,r=null==r?1:+r,function(){return e+r*i(-Math.log1p(-n()))}}return e.source=t,e}(yp),Pp=function t(n){function e(t,e){return t=null==t?0:+t,e=null==e?1:+e,function(){return t+e*Math.tan(Math.PI*n())}}return e.source=t,e}(yp),zp=function t(n){function e(t,e){return t=null==t?0:+t,e=null==e?1:+e,function(){var r=n();return t+e*Math.log(r/(1-r))}}return e.source=t,e}(yp),$p=function t(n){var e=Ep.source(n),r=kp.source(n);function i(t){return function(){for(var i=0,o=t;o>16;){var a=Math.floor(.875*o),u=e(a)();if(u>o)return i+r(a-1,o/u)();i+=a,o-=u}for(var c=-Math.log1p(-n()),f=0;c<=o;++f)c-=Math.log1p(-n());return i+f}}return i.source=t,i}(yp);const Dp=1/4294967296;const Rp=new Date,Fp=new Date;function qp(t,n,e,r){function i(n){return t(n=0===arguments.length?new Date:new Date(+n)),n}return i.floor=n=>(t(n=new Date(+n)),n),i.ceil=e=>(t(e=new Date(e-1)),n(e,1),t(e),e),i.round=t=>{const n=i(t),e=i.ceil(t);return t-n<e-t?n:e},i.offset=(t,e)=>(n(t=new Date(+t),null==e?1:Math.floor(e)),t),i.range=(e,r,o)=>{const a=[];if(e=i.ceil(e),o=null==o?1:Math.floor(o),!(e<r&&o>0))return a;let u;do{a.push(u=new Date(+e)),n(e,o),t(e)}while(u<e&&e<r);return a},i.filter=e=>qp(n=>{if(n>=n)for(;t(n),!e(n);)n.setTime(n-1)},(t,r)=>{if(t>=t)if(r<0)for(;++r<=0;)for(;n(t,-1),!e(t););else for(;--r>=0;)for(;n(t,1),!e(t););}),e&&(i.count=(n,r)=>(Rp.setTime(+n),Fp.setTime(+r),t(Rp),t(Fp),Math.floor(e(Rp,Fp))),i.every=t=>(t=Math.floor(t),isFinite(t)&&t>0?t>1?i.filter(r?n=>r(n)%t===0:n=>i.count(0,n)%t===0):i:null)),i}const Ip=qp(()=>{},(t,n)=>{t.setTime(+t+n)},(t,n)=>n-t);Ip.every=t=>(t=Math.floor(t),isFinite(t)&&t>0?t>1?qp(n=>{n.setTime(Math.floor(n/t)*t)},(n,e)=>{n.setTime(+n+e*t)},(n,e)=>(e-n)/t):Ip:null);const Up=Ip.range,Op=1e3,Bp=6e4,Yp=36e5,Lp=864e5,jp=6048e5,Hp=2592e6,Xp=31536e6,Gp=qp(t=>{t.setTime(t-t.getMilliseconds())},(t,n)=>{t.setTime(+t+n*Op)},(t,n)=>(n-t)/Op,t=>t.getUTCSeconds()),Vp=Gp.range,Wp=qp(t=>{t.setTime(t-t.getMilliseconds()-t.getSeconds()*Op)},(t,n)=>{t.setTime(+t+n*Bp)},(t,n)=>(n-t)/Bp,t=>t.getMinutes()),Zp=Wp.range,Kp=qp(t=>{t.setUTCSeconds(0,0)},(t,n)=>{t.setTime(+t+n*Bp)},(t,n)=>(n-t)/Bp,t=>t.getUTCMinutes()),Qp=Kp.range,Jp=qp(t=>{t.setTime(t-t.getMilliseconds()-t.getSeconds()*Op-t.getMinutes()*Bp)},(t,n)=>{t.setTime(+t+n*Yp)},(t,n)=>(n-t)/Yp,t=>t.getHours()),tg=Jp.range,ng=qp(t=>{t.setUTCMinutes(0,0,0)},(t,n)=>{t.setTime(+t+n*Yp)},(t,n)=>(n-t)/Yp,t=>t.getUTCHours()),eg=ng.range,rg=qp(t=>t.setHours(0,0,0,0),(t,n)=>t.setDate(t.getDate()+n),(t,n)=>(n-t-(n.getTimezoneOffset()-t.getTimezoneOffset())*Bp)/Lp,t=>t.getDate()-1),ig=rg.range,og=qp(t=>{t.setUTCHours(0,0,0,0)},(t,n)=>{t.setUTCDate(t.getUTCDate()+n)},(t,n)=>(n-t)/Lp,t=>t.getUTCDate()-1),ag=og.range,ug=qp(t=>{t.setUTCHours(0,0,0,0)},(t,n)=>{t.setUTCDate(t.getUTCDate()+n)},(t,n)=>(n-t)/Lp,t=>Math.floor(t/Lp)),cg=ug.range;function fg(t){return qp(n=>{n.setDate(n.getDate()-(n.getDay()+7-t)%7),n.setHours(0,0,0,0)},(t,n)=>{t.setDate(t.getDate()+7*n)},(t,n)=>(n-t-(n.getTimezoneOffset()-t.getTimezoneOffset())*Bp)/jp)}const sg=fg(0),lg=fg(1),hg=fg(2),dg=fg(3),pg=fg(4),gg=fg(5),yg=fg(6),vg=sg.range,_g=lg.range,bg=hg.range,mg=dg.range,xg=pg.range,wg=gg.range,Mg=yg.range;function Ag(t){return qp(n=>{n.setUTCDate(n.getUTCDate()-(n.getUTCDay()+7-t)%7),n.setUTCHours(0,0,0,0)},(t,n)=>{t.setUTCDate(t.getUTCDate()+7*n)},(t,n)=>(n-t)/jp)}const Tg=Ag(0),Sg=Ag(1),Eg=Ag(2),Ng=Ag(3),kg=Ag(4),Cg=Ag(5),Pg=Ag(6),zg=Tg.range,$g=Sg.range,Dg=Eg.range,Rg=Ng.range,Fg=kg.range,qg=Cg.range,Ig=Pg.range,Ug=qp(t=>{t.setDate(1),t.setHours(0,0,0,0)},(t,n)=>{t.setMonth(t.getMonth()+n)},(t,n)=>n.getMonth()-t.getMonth()+12*(n.getFullYear()-t.getFullYear()),t=>t.getMonth()),Og=Ug.range,Bg=qp(t=>{t.setUTCDate(1),t.setUTCHours(0,0,0,0)},(t,n)=>{t.setUTCMonth(t.getUTCMonth()+n)},(t,n)=>n.getUTCMonth()-t.getUTCMonth()+12*(n.getUTCFullYear()-t.getUTCFullYear()),t=>t.getUTCMonth()),Yg=Bg.range,Lg=qp(t=>{t.setMonth(0,1),t.setHours(0,0,0,0)},(t,n)=>{t.setFullYear(t.getFullYear()+n)},(t,n)=>n.getFullYear()-t.getFullYear(),t=>t.getFullYear());Lg.every=t=>isFinite(t=Math.floor(t))&&t>0?qp(n=>{n.setFullYear(Math.floor(n.getFullYear()/t)*t),n.setMonth(0,1),n.setHours(0,0,0,0)},(n,e)=>{n.setFullYear(n.getFullYear()+e*t)}):null;const jg=Lg.range,Hg=qp(t=>{t.setUTCMonth(0,1),t.setUTCHours(0,0,0,0)},(t,n)=>{t.setUTCFullYear(t.getUTCFullYear()+n)},(t,n)=>n.getUTCFullYear()-t.getUTCFullYear(),t=>t.getUTCFullYear());Hg.every=t=>isFinite(t=Math.floor(t))&&t>0?qp(n=>{n.setUTCFullYear(Math.floor(n.getUTCFullYear()/t)*t),n.setUTCMonth(0,1),n.setUTCHours(0,0,0,0)},(n,e)=>{n.setUTCFullYear(n.getUTCFullYear()+e*t)}):null;const Xg=Hg.range;function Gg(t,n,e,i,o,a){const u=[[Gp,1,Op],[Gp,5,5e3],[Gp,15,15e3],[Gp,30,3e4],[a,1,Bp],[a,5,3e5],[a,15,9e5],[a,30,18e5],[o,1,Yp],[o,3,108e5],[o,6,216e5],[o,12,432e5],[i,1,Lp],[i,2,1728e5],[e,1,jp],[n,1,Hp],[n,3,7776e6],[t,1,Xp]];function c(n,e,i){const o=Math.abs(e-n)/i,a=r(([,,t])=>t).right(u,o);if(a===u.length)return t.every(V(n/Xp,e/Xp,i));if(0===a)return Ip.every(Math.max(V(n,e,i),1));const[c,f]=u[o/u[a-1][2]<u[a][2]/o?a-1:a];return c.every(f)}return[function(t,n,e){const r=n<t;r&&([t,n]=[n,t]);const i=e&&"function"==typeof e.range?e:c(t,n,e),o=i?i.range(t,+n+1):[];return r?o.reverse():o},c]}const[Vg,Wg]=Gg(Hg,Bg,Tg,ug,ng,Kp),[Zg,Kg]=Gg(Lg,Ug,sg,rg,Jp,Wp);function Qg(t){if(0<=t.y&&t.y<100){var n=new Date(-1,t.m,t.d,t.H,t.M,t.S,t.L);return n.setFullYear(t.y),n}return new Date(t.y,t.m,t.d,t.H,t.M,t.S,t.L)}function Jg(t){if(0<=t.y&&t.y<100){var n=new Date(Date.UTC(-1,t.m,t.d,t.H,t.M,t.S,t.L));return n.setUTCFullYear(t.y),n}return new Date(Date.UTC(t.y,t.m,t.d,t.H,t.M,t.S,t.L))}function ty(t,n,e){return{y:t,m:n,d:e,H:0,M:0,S:0,L:0}}function ny(t){var n=t.dateTime,e=t.date,r=t.time,i=t.periods,o=t.days,a=t.shortDays,u=t.months,c=t.shortMonths,f=fy(i),s=sy(i),l=fy(o),h=sy(o),d=fy(a),p=sy(a),g=fy(u),y=sy(u),v=fy(c),_=sy(c),b={a:function(t){return a[t.getDay()]},A:function(t){return o[t.getDay()]},b:function(t){return c[t.getMonth()]},B:function(t){return u[t.getMonth()]},c:null,d:Py,e:Py,f:Fy,g:Gy,G:Wy,H:zy,I:$y,j:Dy,L:Ry,m:qy,M:Iy,p:function(t){return i[+(t.getHours()>=12)]},q:function(t){return 1+~~(t.getMonth()/3)},Q:_v,s:bv,S:Uy,u:Oy,U:By,V:Ly,w:jy,W:Hy,x:null,X:null,y:Xy,Y:Vy,Z:Zy,"%":vv},m={a:function(t){return a[t.getUTCDay()]},A:function(t){return o[t.getUTCDay()]},b:function(t){return c[t.getUTCMonth()]},B:function(t){return u[t.getUTCMonth()]},c:null,d:Ky,e:Ky,f:ev,g:dv,G:gv,H:Qy,I:Jy,j:tv,L:nv,m:rv,M:iv,p:function(t){return i[+(t.getUTCHours()>=12)]},q:function(t){return 1+~~(t.getUTCMonth()/3)},Q:_v,s:bv,S:ov,u:av,U:uv,V:fv,w:sv,W:lv,x:null,X:null,y:hv,Y:pv,Z:yv,"%":vv},x={a:function(t,n,e){var r=d.exec(n.slice(e));return r?(t.w=p.get(r[0].toLowerCase()),e+r[0].length):-1},A:function(t,n,e){var r=l.exec(n.slice(e));return r?(t.w=h.get(r[0].toLowerCase()),e+r[0].length):-1},b:function(t,n,e){var r=v.exec(n.slice(e));return r?(t.m=_.get(r[0].toLowerCase()),e+r[0].length):-1},B:function(t,n,e){var r=g.exec(n.slice(e));return r?(t.m=y.get(r[0].toLowerCase()),e+r[0].length):-1},c:function(t,e,r){return A(t,n,e,r)},d:xy,e:xy,f:Ey,g:vy,G:yy,H:My,I:My,j:wy,L:Sy,m:my,M:Ay,p:function(t,n,e){var r=f.exec(n.slice(e));return r?(t.p=s.get(r[0].toLowerCase()),e+r[0].length):-1},q:by,Q:ky,s:Cy,S:Ty,u:hy,U:dy,V:py,w:ly,W:gy,x:function(t,n,r){return A(t,e,n,r)},X:function(t,n,e){return A(t,r,n,e)},y:vy,Y:yy,Z:_y,"%":Ny};function w(t,n){return function(e){var r,i,o,a=[],u=-1,c=0,f=t.length;for(e instanceof Date||(e=new Date(+e));++u<f;)37===t.charCodeAt(u)&&(a.push(t.slice(c,u)),null!=(i=ry[r=t.charAt(++u)])?r=t.charAt(++u):i="e"===r?" ":"0",(o=n[r])&&(r=o(e,i)),a.push(r),c=u+1);return a.push(t.slice(c,u)),a.join("")}}function M(t,n){return function(e){var r,i,o=ty(1900,void 0,1);if(A(o,t,e+="",0)!=e.length)return null;if("Q"in o)return new Date(o.Q);if("s"in o)return new Date(1e3*o.s+("L"in o?o.L:0));if(n&&!("Z"in o)&&(o.Z=0),"p"in o&&(o.H=o.H%12+12*o.p),void 0===o.m&&(o.m="q"in o?o.q:0),"V"in o){if(o.V<1||o.V>53)return null;"w"in o||(o.w=1),"Z"in o?(i=(r=Jg(ty(o.y,0,1))).getUTCDay(),r=i>4||0===i?Sg.ceil(r):Sg(r),r=og.offset(r,7*(o.V-1)),o.y=r.getUTCFullYear(),o.m=r.getUTCMonth(),o.d=r.getUTCDate()+(o.w+6)%7):(i=(r=Qg(ty(o.y,0,1))).getDay(),r=i>4||0===i?lg.ceil(r):lg(r),r=rg.offset(r,7*(o.V-1)),o.y=r.getFullYear(),o.m=r.getMonth(),o.d=r.getDate()+(o.w+6)%7)}else("W"in o||"U"in o)&&("w"in o||(o.w="u"in o?o.u%7:"W"in o?1:0),i="Z"in o?Jg(ty(o.y,0,1)).getUTCDay():Qg(ty(o.y,0,1)).getDay(),o.m=0,o.d="W"in o?(o.w+6)%7+7*o.W-(i+5)%7:o.w+7*o.U-(i+6)%7);return"Z"in o?(o.H+=o.Z/100|0,o.M+=o.Z%100,Jg(o)):Qg(o)}}function A(t,n,e,r){for(var i,o,a=0,u=n.length,c=e.length;a<u;){if(r>=c)return-1;if(37===(i=n.charCodeAt(a++))){if(i=n.charAt(a++),!(o=x[i in ry?n.charAt(a++):i])||(r=o(t,e,r))<0)return-1}else if(i!=e.charCodeAt(r++))return-1}return r}return b.x=w(e,b),b.X=w(r,b),b.c=w(n,b),m.x=w(e,m),m.X=w(r,m),m.c=w(n,m),{format:function(t){var n=w(t+="",b);return n.toString=function(){return t},n},parse:function(t){var n=M(t+="",!1);return n.toString=function(){return t},n},utcFormat:function(t){var n=w(t+="",m);return n.toString=function(){return t},n},utcParse:function(t){var n=M(t+="",!0);return n.toString=function(){return t},n}}}var ey,ry={"-":"",_:" ",0:"0"},iy=/^\\s*\\d+/,oy=/^%/,ay=/[\\\\^$*+?|[\\]().{}]/g;function uy(t,n,e){var r=t<0?"-":"",i=(r?-t:t)+"",o=i.length;return r+(o<e?new Array(e-o+1).join(n)+i:i)}function cy(t){return t.replace(ay,"\\\\$&")}function fy(t){return new RegExp("^(?:"+t.map(cy).join("|")+")","i")}function sy(t){return new Map(t.map((t,n)=>[t.toLowerCase(),n]))}function ly(t,n,e){var r=iy.exec(n.slice(e,e+1));return r?(t.w=+r[0],e+r[0].length):-1}function hy(t,n,e){var r=iy.exec(n.slice(e,e+1));return r?(t.u=+r[0],e+r[0].length):-1}function dy(t,n,e){var r=iy.exec(n.slice(e,e+2));return r?(t.U=+r[0],e+r[0].length):-1}function py(t,n,e){var r=iy.exec(n.slice(e,e+2));return r?(t.V=+r[0],e+r[0].length):-1}function gy(t,n,e){var r=iy.exec(n.slice(e,e+2));return r?(t.W=+r[0],e+r[0].length):-1}function yy(t,n,e){var r=iy.exec(n.slice(e,e+4));return r?(t.y=+r[0],e+r[0].length):-1}function vy(t,n,e){var r=iy.exec(n.slice(e,e+2));return r?(t.y=+r[0]+(+r[0]>68?1900:2e3),e+r[0].length):-1}function _y(t,n,e){var r=/^(Z)|([+-]\\d\\d)(?::?(\\d\\d))?/.exec(n.slice(e,e+6));return r?(t.Z=r[1]?0:-(r[2]+(r[3]||"00")),e+r[0].length):-1}function by(t,n,e){var r=iy.exec(n.slice(e,e+1));return r?(t.q=3*r[0]-3,e+r[0].length):-1}function my(t,n,e){var r=iy.exec(n.slice(e,e+2));return r?(t.m=r[0]-1,e+r[0].length):-1}function xy(t,n,e){var r=iy.exec(n.slice(e,e+2));return r?(t.d=+r[0],e+r[0].length):-1}function wy(t,n,e){var r=iy.exec(n.slice(e,e+3));return r?(t.m=0,t.d=+r[0],e+r[0].length):-1}function My(t,n,e){var r=iy.exec(n.slice(e,e+2));return r?(t.H=+r[0],e+r[0].length):-1}function Ay(t,n,e){var r=iy.exec(n.slice(e,e+2));return r?(t.M=+r[0],e+r[0].length):-1}function Ty(t,n,e){var r=iy.exec(n.slice(e,e+2));return r?(t.S=+r[0],e+r[0].length):-1}function Sy(t,n,e){var r=iy.exec(n.slice(e,e+3));return r?(t.L=+r[0],e+r[0].length):-1}function Ey(t,n,e){var r=iy.exec(n.slice(e,e+6));return r?(t.L=Math.floor(r[0]/1e3),e+r[0].length):-1}function Ny(t,n,e){var r=oy.exec(n.slice(e,e+1));return r?e+r[0].length:-1}function ky(t,n,e){var r=iy.exec(n.slice(e));return r?(t.Q=+r[0],e+r[0].length):-1}function Cy(t,n,e){var r=iy.exec(n.slice(e));return r?(t.s=+r[0],e+r[0].length):-1}function Py(t,n){return uy(t.getDate(),n,2)}function zy(t,n){return uy(t.getHours(),n,2)}function $y(t,n){return uy(t.getHours()%12||12,n,2)}function Dy(t,n){return uy(1+rg.count(Lg(t),t),n,3)}function Ry(t,n){return uy(t.getMilliseconds(),n,3)}function Fy(t,n){return Ry(t,n)+"000"}function qy(t,n){return uy(t.getMonth()+1,n,2)}function Iy(t,n){return uy(t.getMinutes(),n,2)}function Uy(t,n){return uy(t.getSeconds(),n,2)}function Oy(t){var n=t.getDay();return 0===n?7:n}function By(t,n){return uy(sg.count(Lg(t)-1,t),n,2)}function Yy(t){var n=t.getDay();return n>=4||0===n?pg(t):pg.ceil(t)}function Ly(t,n){return t=Yy(t),uy(pg.count(Lg(t),t)+(4===Lg(t).getDay()),n,2)}function jy(t){return t.getDay()}function Hy(t,n){return uy(lg.count(Lg(t)-1,t),n,2)}function Xy(t,n){return uy(t.getFullYear()%100,n,2)}function Gy(t,n){return uy((t=Yy(t)).getFullYear()%100,n,2)}function Vy(t,n){return uy(t.getFullYear()%1e4,n,4)}function Wy(t,n){var e=t.getDay();return uy((t=e>=4||0===e?pg(t):pg.ceil(t)).getFullYear()%1e4,n,4)}function Zy(t){var n=t.getTimezoneOffset();return(n>0?"-":(n*=-1,"+"))+uy(n/60|0,"0",2)+uy(n%60,"0",2)}function Ky(t,n){return uy(t.getUTCDate(),n,2)}function Qy(t,n){return uy(t.getUTCHours(),n,2)}function Jy(t,n){return uy(t.getUTCHours()%12||12,n,2)}function tv(t,n){return uy(1+og.count(Hg(t),t),n,3)}function nv(t,n){return uy(t.getUTCMilliseconds(),n,3)}function ev(t,n){return nv(t,n)+"000"}function rv(t,n){return uy(t.getUTCMonth()+1,n,2)}function iv(t,n){return uy(t.getUTCMinutes(),n,2)}function ov(t,n){return uy(t.getUTCSeconds(),n,2)}function av(t){var n=t.getUTCDay();return 0===n?7:n}function uv(t,n){return uy(Tg.count(Hg(t)-1,t),n,2)}function cv(t){var n=t.getUTCDay();return n>=4||0===n?kg(t):kg.ceil(t)}function fv(t,n){return t=cv(t),uy(kg.count(Hg(t),t)+(4===Hg(t).getUTCDay()),n,2)}function sv(t){return t.getUTCDay()}function lv(t,n){return uy(Sg.count(Hg(t)-1,t),n,2)}function hv(t,n){return uy(t.getUTCFullYear()%100,n,2)}function dv(t,n){return uy((t=cv(t)).getUTCFullYear()%100,n,2)}function pv(t,n){return uy(t.getUTCFullYear()%1e4,n,4)}function gv(t,n){var e=t.getUTCDay();return uy((t=e>=4||0===e?kg(t):kg.ceil(t)).getUTCFullYear()%1e4,n,4)}function yv(){return"+0000"}function vv(){return"%"}function _v(t){return+t}function bv(t){return Math.floor(+t/1e3)}function mv(n){return ey=ny(n),t.timeFormat=ey.format,t.timeParse=ey.parse,t.utcFormat=ey.utcFormat,t.utcParse=ey.utcParse,ey}t.timeFormat=void 0,t.timeParse=void 0,t.utcFormat=void 0,t.utcParse=void 0,mv({dateTime:"%x, %X",date:"%-m/%-d/%Y",time:"%-I:%M:%S %p",periods:["AM","PM"],days:["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"],shortDays:["Sun","Mon","Tue","Wed","Thu","Fri","Sat"],months:["January","February","March","April","May","June","July","August","September","October","November","December"],shortMonths:["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"]});var xv="%Y-%m-%dT%H:%M:%S.%LZ";var wv=Date.prototype.toISOString?function(t){return t.toISOString()}:t.utcFormat(xv);var Mv=+new Date("2000-01-01T00:00:00.000Z")?function(t){var n=new Date(t);return isNaN(n)?null:n}:t.utcParse(xv);function Av(t,n){switch(arguments.length){case 0:break;case 1:this.range(t);break;default:this.range(n).domain(t)}return this}function Tv(t,n){switch(arguments.length){case 0:break;case 1:"function"==typeof t?this.interpolator(t):this.range(t);break;default:this.domain(t),"function"==typeof n?this.interpolator(n):this.range(n)}return this}const Sv=Symbol("implicit");function Ev(){var t=new InternMap,n=[],e=[],r=Sv;function i(i){let o=t.get(i);if(void 0===o){if(r!==Sv)return r;t.set(i,o=n.push(i)-1)}return e[o%e.length]}return i.domain=function(e){if(!arguments.length)return n.slice();n=[],t=new InternMap;for(const r of e)t.has(r)||t.set(r,n.push(r)-1);return i},i.range=function(t){return arguments.length?(e=Array.from(t),i):e.slice()},i.unknown=function(t){return arguments.length?(r=t,i):r},i.copy=function(){return Ev(n,e).unknown(r)},Av.apply(i,arguments),i}function Nv(){var t,n,e=Ev().unknown(void 0),r=e.domain,i=e.range,o=0,a=1,u=!1,c=0,f=0,s=.5;function l(){var e=r().length,l=a<o,h=l?a:o,d=l?o:a;t=(d-h)/Math.max(1,e-c+2*f),u&&(t=Math.floor(t)),h+=(d-h-t*(e-c))*s,n=t*(1-c),u&&(h=Math.round(h),n=Math.round(n));var p=st(e).map(function(n){return h+t*n});return i(l?p.reverse():p)}return delete e.unknown,e.domain=function(t){return arguments.length?(r(t),l()):r()},e.range=function(t){return arguments.length?([o,a]=t,o=+o,a=+a,l()):[o,a]},e.rangeRound=function(t){return[o,a]=t,o=+o,a=+a,u=!0,l()},e.bandwidth=function(){return n},e.step=function(){return t},e.round=function(t){return arguments.length?(u=!!t,l()):u},e.padding=function(t){return arguments.length?(c=Math.min(1,f=+t),l()):c},e.paddingInner=function(t){return arguments.length?(c=Math.min(1,t),l()):c},e.paddingOuter=function(t){return arguments.length?(f=+t,l()):f},e.align=function(t){return arguments.length?(s=Math.max(0,Math.min(1,t)),l()):s},e.copy=function(){return Nv(r(),[o,a]).round(u).paddingInner(c).paddingOuter(f).align(s)},Av.apply(l(),arguments)}function kv(t){var n=t.copy;return t.padding=t.paddingOuter,delete t.paddingInner,delete t.paddingOuter,t.copy=function(){return kv(n())},t}function Cv(t){return+t}var Pv=[0,1];function zv(t){return t}function $v(t,n){return(n-=t=+t)?function(e){return(e-t)/n}:function(t){return function(){return t}}(isNaN(n)?NaN:.5)}function Dv(t,n,e){var r=t[0],i=t[1],o=n[0],a=n[1];return i<r?(r=$v(i,r),o=e(a,o)):(r=$v(r,i),o=e(o,a)),function(t){return o(r(t))}}function Rv(t,n,e){var r=Math.min(t.length,n.length)-1,i=new Array(r),o=new Array(r),a=-1;for(t[r]<t[0]&&(t=t.slice().reverse(),n=n.slice().reverse());++a<r;)i[a]=$v(t[a],t[a+1]),o[a]=e(n[a],n[a+1]);return function(n){var e=u(t,n,1,r)-1;return o[e](i[e](n))}}function Fv(t,n){return n.domain(t.domain()).range(t.range()).interpolate(t.interpolate()).clamp(t.clamp()).unknown(t.unknown())}function qv(){var t,n,e,r,i,o,a=Pv,u=Pv,c=Br,f=zv;function s(){var t=Math.min(a.length,u.length);return f!==zv&&(f=function(t,n){var e;return t>n&&(e=t,t=n,n=e),function(e){return Math.max(t,Math.min(n,e))}}(a[0],a[t-1])),r=t>2?Rv:Dv,i=o=null,l}function l(n){return null==n||isNaN(n=+n)?e:(i||(i=r(a.map(t),u,c)))(t(f(n)))}return l.invert=function(e){return f(n((o||(o=r(u,a.map(t),Fr)))(e)))},l.domain=function(t){return arguments.length?(a=Array.from(t,Cv),s()):a.slice()},l.range=function(t){return arguments.length?(u=Array.from(t),s()):u.slice()},l.rangeRound=function(t){return u=Array.from(t),c=Yr,s()},l.clamp=function(t){return arguments.length?(f=!!t||zv,s()):f!==zv},l.interpolate=function(t){return arguments.length?(c=t,s()):c},l.unknown=function(t){return arguments.length?(e=t,l):e},function(e,r){return t=e,n=r,s()}}function Iv(){return qv()(zv,zv)}function Uv(n,e,r,i){var o,a=V(n,e,r);switch((i=kc(null==i?",f":i)).type){case"s":var u=Math.max(Math.abs(n),Math.abs(e));return null!=i.precision||isNaN(o=Oc(a,u))||(i.precision=o),t.formatPrefix(i,u);case"":case"e":case"g":case"p":case"r":null!=i.precision||isNaN(o=Bc(a,Math.max(Math.abs(n),Math.abs(e))))||(i.precision=o-("e"===i.type));break;case"f":case"%":null!=i.precision||isNaN(o=Uc(a))||(i.precision=o-2*("%"===i.type))}return t.format(i)}function Ov(t){var n=t.domain;return t.ticks=function(t){var e=n();return X(e[0],e[e.length-1],null==t?10:t)},t.tickFormat=function(t,e){var r=n();return Uv(r[0],r[r.length-1],null==t?10:t,e)},t.nice=function(e){null==e&&(e=10);var r,i,o=n(),a=0,u=o.length-1,c=o[a],f=o[u],s=10;for(f<c&&(i=c,c=f,f=i,i=a,a=u,u=i);s-- >0;){if((i=G(c,f,e))===r)return o[a]=c,o[u]=f,n(o);if(i>0)c=Math.floor(c/i)*i,f=Math.ceil(f/i)*i;else{if(!(i<0))break;c=Math.ceil(c*i)/i,f=Math.floor(f*i)/i}r=i}return t},t}function Bv(t,n){var e,r=0,i=(t=t.slice()).length-1,o=t[r],a=t[i];return a<o&&(e=r,r=i,i=e,e=o,o=a,a=e),t[r]=n.floor(o),t[i]=n.ceil(a),t}function Yv(t){return Math.log(t)}function Lv(t){return Math.exp(t)}function jv(t){return-Math.log(-t)}function Hv(t){return-Math.exp(-t)}function Xv(t){return isFinite(t)?+("1e"+t):t<0?0:t}function Gv(t){return(n,e)=>-t(-n,e)}function Vv(n){const e=n(Yv,Lv),r=e.domain;let i,o,a=10;function u(){return i=function(t){return t===Math.E?Math.log:10===t&&Math.log10||2===t&&Math.log2||(t=Math.log(t),n=>Math.log(n)/t)}(a),o=function(t){return 10===t?Xv:t===Math.E?Math.exp:n=>Math.pow(t,n)}(a),r()[0]<0?(i=Gv(i),o=Gv(o),n(jv,Hv)):n(Yv,Lv),e}return e.base=function(t){return arguments.length?(a=+t,u()):a},e.domain=function(t){return arguments.length?(r(t),u()):r()},e.ticks=t=>{const n=r();let e=n[0],u=n[n.length-1];const c=u<e;c&&([e,u]=[u,e]);let f,s,l=i(e),h=i(u);const d=null==t?10:+t;let p=[];if(!(a%1)&&h-l<d){if(l=Math.floor(l),h=Math.ceil(h),e>0){for(;l<=h;++l)for(f=1;f<a;++f)if(s=l<0?f/o(-l):f*o(l),!(s<e)){if(s>u)break;p.push(s)}}else for(;l<=h;++l)for(f=a-1;f>=1;--f)if(s=l>0?f/o(-l):f*o(l),!(s<e)){if(s>u)break;p.push(s)}2*p.length<d&&(p=X(e,u,d))}else p=X(l,h,Math.min(h-l,d)).map(o);return c?p.reverse():p},e.tickFormat=(n,r)=>{if(null==n&&(n=10),null==r&&(r=10===a?"s":","),"function"!=typeof r&&(a%1||null!=(r=kc(r)).precision||(r.trim=!0),r=t.format(r)),n===1/0)return r;const u=Math.max(1,a*n/e.ticks().length);return t=>{let n=t/o(Math.round(i(t)));return n*a<a-.5&&(n*=a),n<=u?r(t):""}},e.nice=()=>r(Bv(r(),{floor:t=>o(Math.floor(i(t))),ceil:t=>o(Math.ceil(i(t)))})),e}function Wv(t){return function(n){return Math.sign(n)*Math.log1p(Math.abs(n/t))}}function Zv(t){return function(n){return Math.sign(n)*Math.expm1(Math.abs(n))*t}}function Kv(t){var n=1,e=t(Wv(n),Zv(n));return e.constant=function(e){return arguments.length?t(Wv(n=+e),Zv(n)):n},Ov(e)}function Qv(t){return function(n){return n<0?-Math.pow(-n,t):Math.pow(n,t)}}function Jv(t){return t<0?-Math.sqrt(-t):Math.sqrt(t)}function t_(t){return t<0?-t*t:t*t}function n_(t){var n=t(zv,zv),e=1;return n.exponent=function(n){return arguments.length?1===(e=+n)?t(zv,zv):.5===e?t(Jv,t_):t(Qv(e),Qv(1/e)):e},Ov(n)}function e_(){var t=n_(qv());return t.copy=function(){return Fv(t,e_()).exponent(t.exponent())},Av.apply(t,arguments),t}function r_(t){return Math.sign(t)*t*t}function i_(t){return new Date(t)}function o_(t){return t instanceof Date?+t:Math.round(t)}function a_(t,n,e,r,i,o,a,u,c,f){var s=Iv(),l=s.invert,h=s.domain,d=f(".%L"),p=f(":%S"),g=f("%I:%M"),y=f("%I %p"),v=f("%a %d"),_=f("%b %d"),b=f("%B"),m=f("%Y");function x(t){return(c(t)<t?d:u(t)<t?p:a(t)<t?g:o(t)<t?y:r(t)<t?i(t)<t?v:_:e(t)<t?b:m)(t)}return s.invert=function(t){return new Date(Math.round(l(t)))},s.domain=function(t){return arguments.length?h(Array.from(t,o_)):h().map(i_)},s.ticks=function(n){var e=h();return t(e[0],e[e.length-1],null==n?10:n)},s.tickFormat=function(t,n){return null==n?x:f(n)},s.nice=function(t){var e=h();return t&&"function"==typeof t.range||(t=n(e[0],e[e.length-1],null==t?10:t)),t?h(Bv(e,t)):s},s.copy=function(){return Fv(s,a_(t,n,e,r,i,o,a,u,c,f))},s}function u_(){var t,n,e,r,i,o=0,a=1,u=zv,c=!1;function f(n){return null==n||isNaN(n=+n)?i:u(0===e?.5:(n=(r(n)-t)*e,c?Math.max(0,Math.min(1,n)):n))}function s(t){return function(n){var e,r;return arguments.length?([e,r]=n,u=t(e,r),f):[u(0),u(1)]}}return f.domain=function(i){return arguments.length?([o,a]=i,t=r(o=+o),n=r(a=+a),e=t===n?0:1/(n-t),f):[o,a]},f.clamp=function(t){return arguments.length?(c=!!t,f):c},f.interpolator=function(t){return arguments.length?(u=t,f):u},f.range=s(Br),f.rangeRound=s(Yr),f.unknown=function(t){return arguments.length?(i=t,f):i},function(i){return r=i,t=i(o),n=i(a),e=t===n?0:1/(n-t),f}}function c_(t,n){return n.domain(t.domain()).interpolator(t.interpolator()).clamp(t.clamp()).unknown(t.unknown())}function f_(){var t=n_(u_());return t.copy=function(){return c_(t,f_()).exponent(t.exponent())},Tv.apply(t,arguments)}function s_(){var t,n,e,r,i,o,a,u=0,c=.5,f=1,s=1,l=zv,h=!1;function d(t){return null==t||isNaN(t=+t)?a:(t=.5+((t=+o(t))-n)*(s*t<s*n?r:i),l(h?Math.max(0,Math.min(1,t)):t))}function p(t){return function(n){var e,r,i;return arguments.length?([e,r,i]=n,l=ui(t,[e,r,i]),d):[l(0),l(.5),l(1)]}}return d.domain=function(a){return arguments.length?([u,c,f]=a,t=o(u=+u),n=o(c=+c),e=o(f=+f),r=t===n?0:.5/(n-t),i=n===e?0:.5/(e-n),s=n<t?-1:1,d):[u,c,f]},d.clamp=function(t){return arguments.length?(h=!!t,d):h},d.interpolator=function(t){return arguments.length?(l=t,d):l},d.range=p(Br),d.rangeRound=p(Yr),d.unknown=function(t){return arguments.length?(a=t,d):a},function(a){return o=a,t=a(u),n=a(c),e=a(f),r=t===n?0:.5/(n-t),i=n===e?0:.5/(e-n),s=n<t?-1:1,d}}function l_(){var t=n_(s_());return t.copy=function(){return c_(t,l_()).exponent(t.exponent())},Tv.apply(t,arguments)}function h_(t){for(var n=t.length/6|0,e=new Array(n),r=0;r<n;)e[r]="#"+t.slice(6*r,6*++r);return e}var d_=h_("1f77b4ff7f0e2ca02cd627289467bd8c564be377c27f7f7fbcbd2217becf"),p_=h_("7fc97fbeaed4fdc086ffff99386cb0f0027fbf5b17666666"),g_=h_("1b9e77d95f027570b3e7298a66a61ee6ab02a6761d666666"),y_=h_("4269d0efb118ff725c6cc5b03ca951ff8ab7a463f297bbf59c6b4e9498a0"),v_=h_("a6cee31f78b4b2df8a33a02cfb9a99e31a1cfdbf6fff7f00cab2d66a3d9affff99b15928"),__=h_("fbb4aeb3cde3ccebc5decbe4fed9a6ffffcce5d8bdfddaecf2f2f2"),b_=h_("b3e2cdfdcdaccbd5e8f4cae4e6f5c9fff2aef1e2cccccccc"),m_=h_("e41a1c377eb84daf4a984ea3ff7f00ffff33a65628f781bf999999"),x_=h_("66c2a5fc8d628da0cbe78ac3a6d854ffd92fe5c494b3b3b3"),w_=h_("8dd3c7ffffb3bebadafb807280b1d3fdb462b3de69fccde5d9d9d9bc80bdccebc5ffed6f"),M_=h_("4e79a7f28e2ce1575976b7b259a14fedc949af7aa1ff9da79c755fbab0ab"),A_=t=>Cr(t[t.length-1]),T_=new Array(3).concat("d8b365f5f5f55ab4ac","a6611adfc27d80cdc1018571","a6611adfc27df5f5f580cdc1018571","8c510ad8b365f6e8c3c7eae55ab4ac01665e","8c510ad8b365f6e8c3f5f5f5c7eae55ab4ac01665e","8c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e","8c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e","5430058c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e003c30","5430058c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e003c30").map(h_),S_=A_(T_),E_=new Array(3).concat("af8dc3f7f7f77fbf7b","7b3294c2a5cfa6dba0008837","7b3294c2a5cff7f7f7a6dba0008837","762a83af8dc3e7d4e8d9f0d37fbf7b1b7837","762a83af8dc3e7d4e8f7f7f7d9f0d37fbf7b1b7837","762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b7837","762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b7837","40004b762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b783700441b","40004b762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b783700441b").map(h_),N_=A_(E_),k_=new Array(3).concat("e9a3c9f7f7f7a1d76a","d01c8bf1b6dab8e1864dac26","d01c8bf1b6daf7f7f7b8e1864dac26","c51b7de9a3c9fde0efe6f5d0a1d76a4d9221","c51b7de9a3c9fde0eff7f7f7e6f5d0a1d76a4d9221","c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221","c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221","8e0152c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221276419","8e0152c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221276419").map(h_),C_=A_(k_),P_=new Array(3).concat("998ec3f7f7f7f1a340","5e3c99b2abd2fdb863e66101","5e3c99b2abd2f7f7f7fdb863e66101","542788998ec3d8daebfee0b6f1a340b35806","542788998ec3d8daebf7f7f7fee0b6f1a340b35806","5427888073acb2abd2d8daebfee0b6fdb863e08214b35806","5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b35806","2d004b5427888073acb2abd2d8daebfee0b6fdb863e08214b358067f3b08","2d004b5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b358067f3b08").map(h_),z_=A_(P_),$_=new Array(3).concat("ef8a62f7f7f767a9cf","ca0020f4a58292c5de0571b0","ca0020f4a582f7f7f792c5de0571b0","b2182bef8a62fddbc7d1e5f067a9cf2166ac","b2182bef8a62fddbc7f7f7f7d1e5f067a9cf2166ac","b2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac","b2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac","67001fb2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac053061","67001fb2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac053061").map(h_),D_=A_($_),R_=new Array(3).concat("ef8a62ffffff999999","ca0020f4a582bababa404040","ca0020f4a582ffffffbababa404040","b2182bef8a62fddbc7e0e0e09999994d4d4d","b2182bef8a62fddbc7ffffffe0e0e09999994d4d4d","b2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d","b2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d","67001fb2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d1a1a1a","67001fb2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d1a1a1a").map(h_),F_=A_(R_),q_=new Array(3).concat("fc8d59ffffbf91bfdb","d7191cfdae61abd9e92c7bb6","d7191cfdae61ffffbfabd9e92c7bb6","d73027fc8d59fee090e0f3f891bfdb4575b4","d73027fc8d59fee090ffffbfe0f3f891bfdb4575b4","d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4","d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4","a50026d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4313695","a50026d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4313695").map(h_),I_=A_(q_),U_=new Array(3).concat("fc8d59ffffbf91cf60","d7191cfdae61a6d96a1a9641","d7191cfdae61ffffbfa6d96a1a9641","d73027fc8d59fee08bd9ef8b91cf601a9850","d73027fc8d59fee08bffffbfd9ef8b91cf601a9850","d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850","d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850","a50026d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850006837","a50026d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850006837").map(h_),O_=A_(U_),B_=new Array(3).concat("fc8d59ffffbf99d594","d7191cfdae61abdda42b83ba","d7191cfdae61ffffbfabdda42b83ba","d53e4ffc8d59fee08be6f59899d5943288bd","d53e4ffc8d59fee08bffffbfe6f59899d5943288bd","d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd","d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd","9e0142d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd5e4fa2","9e0142d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd5e4fa2").map(h_),Y_=A_(B_),L_=new Array(3).concat("e5f5f999d8c92ca25f","edf8fbb2e2e266c2a4238b45","edf8fbb2e2e266c2a42ca25f006d2c","edf8fbccece699d8c966c2a42ca25f006d2c","edf8fbccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45006d2c00441b").map(h_),j_=A_(L_),H_=new Array(3).concat("e0ecf49ebcda8856a7","edf8fbb3cde38c96c688419d","edf8fbb3cde38c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d810f7c4d004b").map(h_),X_=A_(H_),G_=new Array(3).concat("e0f3dba8ddb543a2ca","f0f9e8bae4bc7bccc42b8cbe","f0f9e8bae4bc7bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe0868ac084081").map(h_),V_=A_(G_),W_=new Array(3).concat("fee8c8fdbb84e34a33","fef0d9fdcc8afc8d59d7301f","fef0d9fdcc8afc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301fb300007f0000").map(h_),Z_=A_(W_),K_=new Array(3).concat("ece2f0a6bddb1c9099","f6eff7bdc9e167a9cf02818a","f6eff7bdc9e167a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016c59014636").map(h_),Q_=A_(K_),J_=new Array(3).concat("ece7f2a6bddb2b8cbe","f1eef6bdc9e174a9cf0570b0","f1eef6bdc9e174a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0045a8d023858").map(h_),tb=A_(J_),nb=new Array(3).concat("e7e1efc994c7dd1c77","f1eef6d7b5d8df65b0ce1256","f1eef6d7b5d8df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125698004367001f").map(h_),eb=A_(nb),rb=new Array(3).concat("fde0ddfa9fb5c51b8a","feebe2fbb4b9f768a1ae017e","feebe2fbb4b9f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a017749006a").map(h_),ib=A_(rb),ob=new Array(3).concat("edf8b17fcdbb2c7fb8","ffffcca1dab441b6c4225ea8","ffffcca1dab441b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea8253494081d58").map(h_),ab=A_(ob),ub=new Array(3).concat("f7fcb9addd8e31a354","ffffccc2e69978c679238443","ffffccc2e69978c67931a354006837","ffffccd9f0a3addd8e78c67931a354006837","ffffccd9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443006837004529").map(h_),cb=A_(ub),fb=new Array(3).concat("fff7bcfec44fd95f0e","ffffd4fed98efe9929cc4c02","ffffd4fed98efe9929d95f0e993404","ffffd4fee391fec44ffe9929d95f0e993404","ffffd4fee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c02993404662506").map(h_),sb=A_(fb),lb=new Array(3).concat("ffeda0feb24cf03b20","ffffb2fecc5cfd8d3ce31a1c","ffffb2fecc5cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cbd0026800026").map(h_),hb=A_(lb),db=new Array(3).concat("deebf79ecae13182bd","eff3ffbdd7e76baed62171b5","eff3ffbdd7e76baed63182bd08519c","eff3ffc6dbef9ecae16baed63182bd08519c","eff3ffc6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b508519c08306b").map(h_),pb=A_(db),gb=new Array(3).concat("e5f5e0a1d99b31a354","edf8e9bae4b374c476238b45","edf8e9bae4b374c47631a354006d2c","edf8e9c7e9c0a1d99b74c47631a354006d2c","edf8e9c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45006d2c00441b").map(h_),yb=A_(gb),vb=new Array(3).concat("f0f0f0bdbdbd636363","f7f7f7cccccc969696525252","f7f7f7cccccc969696636363252525","f7f7f7d9d9d9bdbdbd969696636363252525","f7f7f7d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525000000").map(h_),_b=A_(vb),bb=new Array(3).concat("efedf5bcbddc756bb1","f2f0f7cbc9e29e9ac86a51a3","f2f0f7cbc9e29e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a354278f3f007d").map(h_),mb=A_(bb),xb=new Array(3).concat("fee0d2fc9272de2d26","fee5d9fcae91fb6a4acb181d","fee5d9fcae91fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181da50f1567000d").map(h_),wb=A_(xb),Mb=new Array(3).concat("fee6cefdae6be6550d","feeddefdbe85fd8d3cd94701","feeddefdbe85fd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d94801a636037f2704").map(h_),Ab=A_(Mb);var Tb=ai(_r(300,.5,0),_r(-240,.5,1)),Sb=ai(_r(-100,.75,.35),_r(80,1.5,.8)),Eb=ai(_r(260,.75,.35),_r(80,1.5,.8)),Nb=_r();var kb=Pe(),Cb=Math.PI/3,Pb=2*Math.PI/3;function zb(t){var n=t.length;return function(e){return t[Math.max(0,Math.min(n-1,Math.floor(e*n)))]}}var $b=zb(h_("44015444025645045745055946075a46085c460a5d460b5e470d60470e6147106347116447136548146748166848176948186a481a6c481b6d481c6e481d6f481f70482071482173482374482475482576482677482878482979472a7a472c7a472d7b472e7c472f7d46307e46327e46337f463480453581453781453882443983443a83443b84433d84433e85423f854240864241864142874144874045884046883f47883f48893e49893e4a893e4c8a3d4d8a3d4e8a3c4f8a3c508b3b518b3b528b3a538b3a548c39558c39568c38588c38598c375a8c375b8d365c8d365d8d355e8d355f8d34608d34618d33628d33638d32648e32658e31668e31678e31688e30698e306a8e2f6b8e2f6c8e2e6d8e2e6e8e2e6f8e2d708e2d718e2c718e2c728e2c738e2b748e2b758e2a768e2a778e2a788e29798e297a8e297b8e287c8e287d8e277e8e277f8e27808e26818e26828e26828e25838e25848e25858e24868e24878e23888e23898e238a8d228b8d228c8d228d8d218e8d218f8d21908d21918c20928c20928c20938c1f948c1f958b1f968b1f978b1f988b1f998a1f9a8a1e9b8a1e9c891e9d891f9e891f9f881fa0881fa1881fa1871fa28720a38620a48621a58521a68522a78522a88423a98324aa8325ab8225ac8226ad8127ad8128ae8029af7f2ab07f2cb17e2db27d2eb37c2fb47c31b57b32b67a34b67935b77937b87838b9773aba763bbb753dbc743fbc7340bd7242be7144bf7046c06f48c16e4ac16d4cc26c4ec36b50c46a52c56954c56856c66758c7655ac8645cc8635ec96260ca6063cb5f65cb5e67cc5c69cd5b6ccd5a6ece5870cf5773d05675d05477d1537ad1517cd2507fd34e81d34d84d44b86d54989d5488bd6468ed64590d74393d74195d84098d83e9bd93c9dd93ba0da39a2da37a5db36a8db34aadc32addc30b0dd2fb2dd2db5de2bb8de29bade28bddf26c0df25c2df23c5e021c8e020cae11fcde11dd0e11cd2e21bd5e21ad8e219dae319dde318dfe318e2e418e5e419e7e419eae51aece51befe51cf1e51df4e61ef6e620f8e621fbe723fde725")),Db=zb(h_("00000401000501010601010802010902020b02020d03030f03031204041405041606051806051a07061c08071e0907200a08220b09240c09260d0a290e0b2b100b2d110c2f120d31130d34140e36150e38160f3b180f3d19103f1a10421c10441d11471e114920114b21114e22115024125325125527125829115a2a115c2c115f2d11612f116331116533106734106936106b38106c390f6e3b0f703d0f713f0f72400f74420f75440f764510774710784910784a10794c117a4e117b4f127b51127c52137c54137d56147d57157e59157e5a167e5c167f5d177f5f187f601880621980641a80651a80671b80681c816a1c816b1d816d1d816e1e81701f81721f817320817521817621817822817922827b23827c23827e24828025828125818326818426818627818827818928818b29818c29818e2a81902a81912b81932b80942c80962c80982d80992d809b2e7f9c2e7f9e2f7fa02f7fa1307ea3307ea5317ea6317da8327daa337dab337cad347cae347bb0357bb2357bb3367ab5367ab73779b83779ba3878bc3978bd3977bf3a77c03a76c23b75c43c75c53c74c73d73c83e73ca3e72cc3f71cd4071cf4070d0416fd2426fd3436ed5446dd6456cd8456cd9466bdb476adc4869de4968df4a68e04c67e24d66e34e65e44f64e55064e75263e85362e95462ea5661eb5760ec5860ed5a5fee5b5eef5d5ef05f5ef1605df2625df2645cf3655cf4675cf4695cf56b5cf66c5cf66e5cf7705cf7725cf8745cf8765cf9785df9795df97b5dfa7d5efa7f5efa815ffb835ffb8560fb8761fc8961fc8a62fc8c63fc8e64fc9065fd9266fd9467fd9668fd9869fd9a6afd9b6bfe9d6cfe9f6dfea16efea36ffea571fea772fea973feaa74feac76feae77feb078feb27afeb47bfeb67cfeb77efeb97ffebb81febd82febf84fec185fec287fec488fec68afec88cfeca8dfecc8ffecd90fecf92fed194fed395fed597fed799fed89afdda9cfddc9efddea0fde0a1fde2a3fde3a5fde5a7fde7a9fde9aafdebacfcecaefceeb0fcf0b2fcf2b4fcf4b6fcf6b8fcf7b9fcf9bbfcfbbdfcfdbf")),Rb=zb(h_("00000401000501010601010802010a02020c02020e03021004031204031405041706041907051b08051d09061f0a07220b07240c08260d08290e092b10092d110a30120a32140b34150b37160b39180c3c190c3e1b0c411c0c431e0c451f0c48210c4a230c4c240c4f260c51280b53290b552b0b572d0b592f0a5b310a5c320a5e340a5f3609613809623909633b09643d09653e0966400a67420a68440a68450a69470b6a490b6a4a0c6b4c0c6b4d0d6c4f0d6c510e6c520e6d540f6d550f6d57106e59106e5a116e5c126e5d126e5f136e61136e62146e64156e65156e67166e69166e6a176e6c186e6d186e6f196e71196e721a6e741a6e751b6e771c6d781c6d7a1d6d7c1d6d7d1e6d7f1e6c801f6c82206c84206b85216b87216b88226a8a226a8c23698d23698f24699025689225689326679526679727669827669a28659b29649d29649f2a63a02a63a22b62a32c61a52c60a62d60a82e5fa92e5eab2f5ead305dae305cb0315bb1325ab3325ab43359b63458b73557b93556ba3655bc3754bd3853bf3952c03a51c13a50c33b4fc43c4ec63d4dc73e4cc83f4bca404acb4149cc4248ce4347cf4446d04545d24644d34743d44842d54a41d74b3fd84c3ed94d3dda4e3cdb503bdd513ade5238df5337e05536e15635e25734e35933e45a31e55c30e65d2fe75e2ee8602de9612bea632aeb6429eb6628ec6726ed6925ee6a24ef6c23ef6e21f06f20f1711ff1731df2741cf3761bf37819f47918f57b17f57d15f67e14f68013f78212f78410f8850ff8870ef8890cf98b0bf98c0af98e09fa9008fa9207fa9407fb9606fb9706fb9906fb9b06fb9d07fc9f07fca108fca309fca50afca60cfca80dfcaa0ffcac11fcae12fcb014fcb216fcb418fbb61afbb81dfbba1ffbbc21fbbe23fac026fac228fac42afac62df9c72ff9c932f9cb35f8cd37f8cf3af7d13df7d340f6d543f6d746f5d949f5db4cf4dd4ff4df53f4e156f3e35af3e55df2e661f2e865f2ea69f1ec6df1ed71f1ef75f1f179f2f27df2f482f3f586f3f68af4f88ef5f992f6fa96f8fb9af9fc9dfafda1fcffa4")),Fb=zb(h_("0d088710078813078916078a19068c1b068d1d068e20068f2206902406912605912805922a05932c05942e05952f059631059733059735049837049938049a3a049a3c049b3e049c3f049c41049d43039e44039e46039f48039f4903a04b03a14c02a14e02a25002a25102a35302a35502a45601a45801a45901a55b01a55c01a65e01a66001a66100a76300a76400a76600a76700a86900a86a00a86c00a86e00a86f00a87100a87201a87401a87501a87701a87801a87a02a87b02a87d03a87e03a88004a88104a78305a78405a78606a68707a68808a68a09a58b0aa58d0ba58e0ca48f0da4910ea3920fa39410a29511a19613a19814a099159f9a169f9c179e9d189d9e199da01a9ca11b9ba21d9aa31e9aa51f99a62098a72197a82296aa2395ab2494ac2694ad2793ae2892b02991b12a90b22b8fb32c8eb42e8db52f8cb6308bb7318ab83289ba3388bb3488bc3587bd3786be3885bf3984c03a83c13b82c23c81c33d80c43e7fc5407ec6417dc7427cc8437bc9447aca457acb4679cc4778cc4977cd4a76ce4b75cf4c74d04d73d14e72d24f71d35171d45270d5536fd5546ed6556dd7566cd8576bd9586ada5a6ada5b69db5c68dc5d67dd5e66de5f65de6164df6263e06363e16462e26561e26660e3685fe4695ee56a5de56b5de66c5ce76e5be76f5ae87059e97158e97257ea7457eb7556eb7655ec7754ed7953ed7a52ee7b51ef7c51ef7e50f07f4ff0804ef1814df1834cf2844bf3854bf3874af48849f48948f58b47f58c46f68d45f68f44f79044f79143f79342f89441f89540f9973ff9983ef99a3efa9b3dfa9c3cfa9e3bfb9f3afba139fba238fca338fca537fca636fca835fca934fdab33fdac33fdae32fdaf31fdb130fdb22ffdb42ffdb52efeb72dfeb82cfeba2cfebb2bfebd2afebe2afec029fdc229fdc328fdc527fdc627fdc827fdca26fdcb26fccd25fcce25fcd025fcd225fbd324fbd524fbd724fad824fada24f9dc24f9dd25f8df25f8e125f7e225f7e425f6e626f6e826f5e926f5eb27f4ed27f3ee27f3f027f2f227f1f426f1f525f0f724f0f921"));function qb(t){return function(){return t}}const Ib=Math.abs,Ub=Math.atan2,Ob=Math.cos,Bb=Math.max,Yb=Math.min,Lb=Math.sin,jb=Math.sqrt,Hb=1e-12,Xb=Math.PI,Gb=Xb/2,Vb=2*Xb;function Wb(t){return t>=1?Gb:t<=-1?-Gb:Math.asin(t)}function Zb(t){let n=3;return t.digits=function(e){if(!arguments.length)return n;if(null==e)n=null;else{const t=Math.floor(e);if(!(t>=0))throw new RangeError(`invalid digits: ${e}`);n=t}return t},()=>new ha(n)}function Kb(t){return t.innerRadius}function Qb(t){return t.outerRadius}function Jb(t){return t.startAngle}function tm(t){return t.endAngle}function nm(t){return t&&t.padAngle}function em(t,n,e,r,i,o,a){var u=t-e,c=n-r,f=(a?o:-o)/jb(u*u+c*c),s=f*c,l=-f*u,h=t+s,d=n+l,p=e+s,g=r+l,y=(h+p)/2,v=(d+g)/2,_=p-h,b=g-d,m=_*_+b*b,x=i-o,w=h*g-p*d,M=(b<0?-1:1)*jb(Bb(0,x*x*m-w*w)),A=(w*b-_*M)/m,T=(-w*_-b*M)/m,S=(w*b+_*M)/m,E=(-w*_+b*M)/m,N=A-y,k=T-v,C=S-y,P=E-v;return N*N+k*k>C*C+P*P&&(A=S,T=E),{cx:A,cy:T,x01:-s,y01:-l,x11:A*(i/x-1),y11:T*(i/x-1)}}var rm=Array.prototype.slice;function im(t){return"object"==typeof t&&"length"in t?t:Array.from(t)}function om(t){this._context=t}function am(t){return new om(t)}function um(t){return t[0]}function cm(t){return t[1]}function fm(t,n){var e=qb(!0),r=null,i=am,o=null,a=Zb(u);function u(u){var c,f,s,l=(u=im(u)).length,h=!1;for(null==r&&(o=i(s=a())),c=0;c<=l;++c)!(c<l&&e(f=u[c],c,u))===h&&((h=!h)?o.lineStart():o.lineEnd()),h&&o.point(+t(f,c,u),+n(f,c,u));if(s)return o=null,s+""||null}return t="function"==typeof t?t:void 0===t?um:qb(t),n="function"==typeof n?n:void 0===n?cm:qb(n),u.x=function(n){return arguments.length?(t="function"==typeof n?n:qb(+n),u):t},u.y=function(t){return arguments.length?(n="function"==typeof t?t:qb(+t),u):n},u.defined=function(t){return arguments.length?(e="function"==typeof t?t:qb(!!t),u):e},u.curve=function(t){return arguments.length?(i=t,null!=r&&(o=i(r)),u):i},u.context=function(t){return arguments.length?(null==t?r=o=null:o=i(r=t),u):r},u}function sm(t,n,e){var r=null,i=qb(!0),o=null,a=am,u=null,c=Zb(f);function f(f){var s,l,h,d,p,g=(f=im(f)).length,y=!1,v=new Array(g),_=new Array(g);for(null==o&&(u=a(p=c())),s=0;s<=g;++s){if(!(s<g&&i(d=f[s],s,f))===y)if(y=!y)l=s,u.areaStart(),u.lineStart();else{for(u.lineEnd(),u.lineStart(),h=s-1;h>=l;--h)u.point(v[h],_[h]);u.lineEnd(),u.areaEnd()}y&&(v[s]=+t(d,s,f),_[s]=+n(d,s,f),u.point(r?+r(d,s,f):v[s],e?+e(d,s,f):_[s]))}if(p)return u=null,p+""||null}function s(){return fm().defined(i).curve(a).context(o)}return t="function"==typeof t?t:void 0===t?um:qb(+t),n="function"==typeof n?n:qb(void 0===n?0:+n),e="function"==typeof e?e:void 0===e?cm:qb(+e),f.x=function(n){return arguments.length?(t="function"==typeof n?n:qb(+n),r=null,f):t},f.x0=function(n){return arguments.length?(t="function"==typeof n?n:qb(+n),f):t},f.x1=function(t){return arguments.length?(r=null==t?null:"function"==typeof t?t:qb(+t),f):r},f.y=function(t){return arguments.length?(n="function"==typeof t?t:qb(+t),e=null,f):n},f.y0=function(t){return arguments.length?(n="function"==typeof t?t:qb(+t),f):n},f.y1=function(t){return arguments.length?(e=null==t?null:"function"==typeof t?t:qb(+t),f):e},f.lineX0=f.lineY0=function(){return s().x(t).y(n)},f.lineY1=function(){return s().x(t).y(e)},f.lineX1=function(){return s().x(r).y(n)},f.defined=function(t){return arguments.length?(i="function"==typeof t?t:qb(!!t),f):i},f.curve=function(t){return arguments.length?(a=t,null!=o&&(u=a(o)),f):a},f.context=function(t){return arguments.length?(null==t?o=u=null:u=a(o=t),f):o},f}function lm(t,n){return n<t?-1:n>t?1:n>=t?0:NaN}function hm(t){return t}om.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){(this._line||0!==this._line&&1===this._point)&&this._context.closePath(),this._line=1-this._line},point:function(t,n){switch(t=+t,n=+n,this._point){case 0:this._point=1,this._line?this._context.lineTo(t,n):this._context.moveTo(t,n);break;case 1:this._point=2;default:this._context.lineTo(t,n)}}};var dm=gm(am);function pm(t){this._curve=t}function gm(t){function n(n){return new pm(t(n))}return n._curve=t,n}function ym(t){var n=t.curve;return t.angle=t.x,delete t.x,t.radius=t.y,delete t.y,t.curve=function(t){return arguments.length?n(gm(t)):n()._curve},t}function vm(){return ym(fm().curve(dm))}function _m(){var t=sm().curve(dm),n=t.curve,e=t.lineX0,r=t.lineX1,i=t.lineY0,o=t.lineY1;return t.angle=t.x,delete t.x,t.startAngle=t.x0,delete t.x0,t.endAngle=t.x1,delete t.x1,t.radius=t.y,delete t.y,t.innerRadius=t.y0,delete t.y0,t.outerRadius=t.y1,delete t.y1,t.lineStartAngle=function(){return ym(e())},delete t.lineX0,t.lineEndAngle=function(){return ym(r())},delete t.lineX1,t.lineInnerRadius=function(){return ym(i())},delete t.lineY0,t.lineOuterRadius=function(){return ym(o())},delete t.lineY1,t.curve=function(t){return arguments.length?n(gm(t)):n()._curve},t}function bm(t,n){return[(n=+n)*Math.cos(t-=Math.PI/2),n*Math.sin(t)]}pm.prototype={areaStart:function(){this._curve.areaStart()},areaEnd:function(){this._curve.areaEnd()},lineStart:function(){this._curve.lineStart()},lineEnd:function(){this._curve.lineEnd()},point:function(t,n){this._curve.point(n*Math.sin(t),n*-Math.cos(t))}};class mm{constructor(t,n){this._context=t,this._x=n}areaStart(){this._line=0}areaEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){(this._line||0!==this._line&&1===this._point)&&this._context.closePath(),this._line=1-this._line}point(t,n){switch(t=+t,n=+n,this._point){case 0:this._point=1,this._line?this._context.lineTo(t,n):this._context.moveTo(t,n);break;case 1:this._point=2;default:this._x?this._context.bezierCurveTo(this._x0=(this._x0+t)/2,this._y0,this._x0,n,t,n):this._context.bezierCurveTo(this._x0,this._y0=(this._y0+n)/2,t,this._y0,t,n)}this._x0=t,this._y0=n}}class xm{constructor(t){this._context=t}lineStart(){this._point=0}lineEnd(){}point(t,n){if(t=+t,n=+n,0===this._point)this._point=1;else{const e=bm(this._x0,this._y0),r=bm(this._x0,this._y0=(this._y0+n)/2),i=bm(t,this._y0),o=bm(t,n);this._context.moveTo(...e),this._context.bezierCurveTo(...r,...i,...o)}this._x0=t,this._y0=n}}function wm(t){return new mm(t,!0)}function Mm(t){return new mm(t,!1)}function Am(t){return new xm(t)}function Tm(t){return t.source}function Sm(t){return t.target}function Em(t){let n=Tm,e=Sm,r=um,i=cm,o=null,a=null,u=Zb(c);function c(){let c;const f=rm.call(arguments),s=n.apply(this,f),l=e.apply(this,f);if(null==o&&(a=t(c=u())),a.lineStart(),f[0]=s,a.point(+r.apply(this,f),+i.apply(this,f)),f[0]=l,a.point(+r.apply(this,f),+i.apply(this,f)),a.lineEnd(),c)return a=null,c+""||null}return c.source=function(t){return arguments.length?(n=t,c):n},c.target=function(t){return arguments.length?(e=t,c):e},c.x=function(t){return arguments.length?(r="function"==typeof t?t:qb(+t),c):r},c.y=function(t){return arguments.length?(i="function"==typeof t?t:qb(+t),c):i},c.context=function(n){return arguments.length?(null==n?o=a=null:a=t(o=n),c):o},c}const Nm=jb(3);var km={draw(t,n){const e=.59436*jb(n+Yb(n/28,.75)),r=e/2,i=r*Nm;t.moveTo(0,e),t.lineTo(0,-e),t.moveTo(-i,-r),t.lineTo(i,r),t.moveTo(-i,r),t.lineTo(i,-r)}},Cm={draw(t,n){const e=jb(n/Xb);t.moveTo(e,0),t.arc(0,0,e,0,Vb)}},Pm={draw(t,n){const e=jb(n/5)/2;t.moveTo(-3*e,-e),t.lineTo(-e,-e),t.lineTo(-e,-3*e),t.lineTo(e,-3*e),t.lineTo(e,-e),t.lineTo(3*e,-e),t.lineTo(3*e,e),t.lineTo(e,e),t.lineTo(e,3*e),t.lineTo(-e,3*e),t.lineTo(-e,e),t.lineTo(-3*e,e),t.closePath()}};const zm=jb(1/3),$m=2*zm;var Dm={draw(t,n){const e=jb(n/$m),r=e*zm;t.moveTo(0,-e),t.lineTo(r,0),t.lineTo(0,e),t.lineTo(-r,0),t.closePath()}},Rm={draw(t,n){const e=.62625*jb(n);t.moveTo(0,-e),t.lineTo(e,0),t.lineTo(0,e),t.lineTo(-e,0),t.closePath()}},Fm={draw(t,n){const e=.87559*jb(n-Yb(n/7,2));t.moveTo(-e,0),t.lineTo(e,0),t.moveTo(0,e),t.lineTo(0,-e)}},qm={draw(t,n){const e=jb(n),r=-e/2;t.rect(r,r,e,e)}},Im={draw(t,n){const e=.4431*jb(n);t.moveTo(e,e),t.lineTo(e,-e),t.lineTo(-e,-e),t.lineTo(-e,e),t.closePath()}};const Um=Lb(Xb/10)/Lb(7*Xb/10),Om=Lb(Vb/10)*Um,Bm=-Ob(Vb/10)*Um;var Ym={draw(t,n){const e=jb(.8908130915292852*n),r=Om*e,i=Bm*e;t.moveTo(0,-e),t.lineTo(r,i);for(let n=1;n<5;++n){const o=Vb*n/5,a=Ob(o),u=Lb(o);t.lineTo(u*e,-a*e),t.lineTo(a*r-u*i,u*r+a*i)}t.closePath()}};const Lm=jb(3);var jm={draw(t,n){const e=-jb(n/(3*Lm));t.moveTo(0,2*e),t.lineTo(-Lm*e,-e),t.lineTo(Lm*e,-e),t.closePath()}};const Hm=jb(3);var Xm={draw(t,n){const e=.6824*jb(n),r=e/2,i=e*Hm/2;t.moveTo(0,-e),t.lineTo(i,r),t.lineTo(-i,r),t.closePath()}};const Gm=-.5,Vm=jb(3)/2,Wm=1/jb(12),Zm=3*(Wm/2+1);var Km={draw(t,n){const e=jb(n/Zm),r=e/2,i=e*Wm,o=r,a=e*Wm+e,u=-o,c=a;t.moveTo(r,i),t.lineTo(o,a),t.lineTo(u,c),t.lineTo(Gm*r-Vm*i,Vm*r+Gm*i),t.lineTo(Gm*o-Vm*a,Vm*o+Gm*a),t.lineTo(Gm*u-Vm*c,Vm*u+Gm*c),t.lineTo(Gm*r+Vm*i,Gm*i-Vm*r),t.lineTo(Gm*o+Vm*a,Gm*a-Vm*o),t.lineTo(Gm*u+Vm*c,Gm*c-Vm*u),t.closePath()}},Qm={draw(t,n){const e=.6189*jb(n-Yb(n/6,1.7));t.moveTo(-e,-e),t.lineTo(e,e),t.moveTo(-e,e),t.lineTo(e,-e)}};const Jm=[Cm,Pm,Dm,qm,Ym,jm,Km],tx=[Cm,Fm,Qm,Xm,km,Im,Rm];function nx(){}function ex(t,n,e){t._context.bezierCurveTo((2*t._x0+t._x1)/3,(2*t._y0+t._y1)/3,(t._x0+2*t._x1)/3,(t._y0+2*t._y1)/3,(t._x0+4*t._x1+n)/6,(t._y0+4*t._y1+e)/6)}function rx(t){this._context=t}function ix(t){this._context=t}function ox(t){this._context=t}function ax(t,n){this._basis=new rx(t),this._beta=n}rx.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){switch(this._point){case 3:ex(this,this._x1,this._y1);case 2:this._context.lineTo(this._x1,this._y1)}(this._line||0!==this._line&&1===this._point)&&this._context.closePath(),this._line=1-this._line},point:function(t,n){switch(t=+t,n=+n,this._point){case 0:this._point=1,this._line?this._context.lineTo(t,n):this._context.moveTo(t,n);break;case 1:this._point=2;break;case 2:this._point=3,this._context.lineTo((5*this._x0+this._x1)/6,(5*this._y0+this._y1)/6);default:ex(this,t,n)}this._x0=this._x1,this._x1=t,this._y0=this._y1,this._y1=n}},ix.prototype={areaStart:nx,areaEnd:nx,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._y0=this._y1=this._y2=this._y3=this._y4=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:this._context.moveTo(this._x2,this._y2),this._context.closePath();break;case 2:this._context.moveTo((this._x2+2*this._x3)/3,(this._y2+2*this._y3)/3),this._context.lineTo((this._x3+2*this._x2)/3,(this._y3+2*this._y2)/3),this._context.closePath();break;case 3:this.point(this._x2,this._y2),this.point(this._x3,this._y3),this.point(this._x4,this._y4)}},point:function(t,n){switch(t=+t,n=+n,this._point){case 0:this._point=1,this._x2=t,this._y2=n;break;case 1:this._point=2,this._x3=t,this._y3=n;break;case 2:this._point=3,this._x4=t,this._y4=n,this._context.moveTo((this._x0+4*this._x1+t)/6,(this._y0+4*this._y1+n)/6);break;default:ex(this,t,n)}this._x0=this._x1,this._x1=t,this._y0=this._y1,this._y1=n}},ox.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){(this._line||0!==this._line&&3===this._point)&&this._context.closePath(),this._line=1-this._line},point:function(t,n){switch(t=+t,n=+n,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3;var e=(this._x0+4*this._x1+t)/6,r=(this._y0+4*this._y1+n)/6;this._line?this._context.lineTo(e,r):this._context.moveTo(e,r);break;case 3:this._point=4;default:ex(this,t,n)}this._x0=this._x1,this._x1=t,this._y0=this._y1,this._y1=n}},ax.prototype={lineStart:function(){this._x=[],this._y=[],this._basis.lineStart()},lineEnd:function(){var t=this._x,n=this._y,e=t.length-1;if(e>0)for(var r,i=t[0],o=n[0],a=t[e]-i,u=n[e]-o,c=-1;++c<=e;)r=c/e,this._basis.point(this._beta*t[c]+(1-this._beta)*(i+r*a),this._beta*n[c]+(1-this._beta)*(o+r*u));this._x=this._y=null,this._basis.lineEnd()},point:function(t,n){this._x.push(+t),this._y.push(+n)}};var ux=function t(n){function e(t){return 1===n?new rx(t):new ax(t,n)}return e.beta=function(n){return t(+n)},e}(.85);function cx(t,n,e){t._context.bezierCurveTo(t._x1+t._k*(t._x2-t._x0),t._y1+t._k*(t._y2-t._y0),t._x2+t._k*(t._x1-n),t._y2+t._k*(t._y1-e),t._x2,t._y2)}function fx(t,n){this._context=t,this._k=(1-n)/6}fx.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:cx(this,this._x1,this._y1)}(this._line||0!==this._line&&1===this._point)&&this._context.closePath(),this._line=1-this._line},point:function(t,n){switch(t=+t,n=+n,this._point){case 0:this._point=1,this._line?this._context.lineTo(t,n):this._context.moveTo(t,n);break;case 1:this._point=2,this._x1=t,this._y1=n;break;case 2:this._point=3;default:cx(this,t,n)}this._x0=this._x1,this._x1=this._x2,this._x2=t,this._y0=this._y1,this._y1=this._y2,this._y2=n}};var sx=function t(n){function e(t){return new fx(t,n)}return e.tension=function(n){return t(+n)},e}(0);function lx(t,n){this._context=t,this._k=(1-n)/6}lx.prototype={areaStart:nx,areaEnd:nx,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:this._context.moveTo(this._x3,this._y3),this._context.closePath();break;case 2:this._context.lineTo(this._x3,this._y3),this._context.closePath();break;case 3:this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5)}},point:function(t,n){switch(t=+t,n=+n,this._point){case 0:this._point=1,this._x3=t,this._y3=n;break;case 1:this._point=2,this._context.moveTo(this._x4=t,this._y4=n);break;case 2:this._point=3,this._x5=t,this._y5=n;break;default:cx(this,t,n)}this._x0=this._x1,this._x1=this._x2,this._x2=t,this._y0=this._y1,this._y1=this._y2,this._y2=n}};var hx=function t(n){function e(t){return new lx(t,n)}return e.tension=function(n){return t(+n)},e}(0);function dx(t,n){this._context=t,this._k=(1-n)/6}dx.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){(this._line||0!==this._line&&3===this._point)&&this._context.closePath(),this._line=1-this._line},point:function(t,n){switch(t=+t,n=+n,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:cx(this,t,n)}this._x0=this._x1,this._x1=this._x2,this._x2=t,this._y0=this._y1,this._y1=this._y2,this._y2=n}};var px=function t(n){function e(t){return new dx(t,n)}return e.tension=function(n){return t(+n)},e}(0);function gx(t,n,e){var r=t._x1,i=t._y1,o=t._x2,a=t._y2;if(t._l01_a>Hb){var u=2*t._l01_2a+3*t._l01_a*t._l12_a+t._l12_2a,c=3*t._l01_a*(t._l01_a+t._l12_a);r=(r*u-t._x0*t._l12_2a+t._x2*t._l01_2a)/c,i=(i*u-t._y0*t._l12_2a+t._y2*t._l01_2a)/c}if(t._l23_a>Hb){var f=2*t._l23_2a+3*t._l23_a*t._l12_a+t._l12_2a,s=3*t._l23_a*(t._l23_a+t._l12_a);o=(o*f+t._x1*t._l23_2a-n*t._l12_2a)/s,a=(a*f+t._y1*t._l23_2a-e*t._l12_2a)/s}t._context.bezierCurveTo(r,i,o,a,t._x2,t._y2)}function yx(t,n){this._context=t,this._alpha=n}yx.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:this.point(this._x2,this._y2)}(this._line||0!==this._line&&1===this._point)&&this._context.closePath(),this._line=1-this._line},point:function(t,n){if(t=+t,n=+n,this._point){var e=this._x2-t,r=this._y2-n;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(e*e+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(t,n):this._context.moveTo(t,n);break;case 1:this._point=2;break;case 2:this._point=3;default:gx(this,t,n)}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=t,this._y0=this._y1,this._y1=this._y2,this._y2=n}};var vx=function t(n){function e(t){return n?new yx(t,n):new fx(t,0)}return e.alpha=function(n){return t(+n)},e}(.5);function _x(t,n){this._context=t,this._alpha=n}_x.prototype={areaStart:nx,areaEnd:nx,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 1:this._context.moveTo(this._x3,this._y3),this._context.closePath();break;case 2:this._context.lineTo(this._x3,this._y3),this._context.closePath();break;case 3:this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5)}},point:function(t,n){if(t=+t,n=+n,this._point){var e=this._x2-t,r=this._y2-n;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(e*e+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._x3=t,this._y3=n;break;case 1:this._point=2,this._context.moveTo(this._x4=t,this._y4=n);break;case 2:this._point=3,this._x5=t,this._y5=n;break;default:gx(this,t,n)}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=t,this._y0=this._y1,this._y1=this._y2,this._y2=n}};var bx=function t(n){function e(t){return n?new _x(t,n):new lx(t,0)}return e.alpha=function(n){return t(+n)},e}(.5);function mx(t,n){this._context=t,this._alpha=n}mx.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){(this._line||0!==this._line&&3===this._point)&&this._context.closePath(),this._line=1-this._line},point:function(t,n){if(t=+t,n=+n,this._point){var e=this._x2-t,r=this._y2-n;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(e*e+r*r,this._alpha))}switch(this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:gx(this,t,n)}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=t,this._y0=this._y1,this._y1=this._y2,this._y2=n}};var xx=function t(n){function e(t){return n?new mx(t,n):new dx(t,0)}return e.alpha=function(n){return t(+n)},e}(.5);function wx(t){this._context=t}function Mx(t){return t<0?-1:1}function Ax(t,n,e){var r=t._x1-t._x0,i=n-t._x1,o=(t._y1-t._y0)/(r||i<0&&-0),a=(e-t._y1)/(i||r<0&&-0),u=(o*i+a*r)/(r+i);return(Mx(o)+Mx(a))*Math.min(Math.abs(o),Math.abs(a),.5*Math.abs(u))||0}function Tx(t,n){var e=t._x1-t._x0;return e?(3*(t._y1-t._y0)/e-n)/2:n}function Sx(t,n,e){var r=t._x0,i=t._y0,o=t._x1,a=t._y1,u=(o-r)/3;t._context.bezierCurveTo(r+u,i+u*n,o-u,a-u*e,o,a)}function Ex(t){this._context=t}function Nx(t){this._context=new kx(t)}function kx(t){this._context=t}function Cx(t){this._context=t}function Px(t){var n,e,r=t.length-1,i=new Array(r),o=new Array(r),a=new Array(r);for(i[0]=0,o[0]=2,a[0]=t[0]+2*t[1],n=1;n<r-1;++n)i[n]=1,o[n]=4,a[n]=4*t[n]+2*t[n+1];for(i[r-1]=2,o[r-1]=7,a[r-1]=8*t[r-1]+t[r],n=1;n<r;++n)e=i[n]/o[n-1],o[n]-=e,a[n]-=e*a[n-1];for(i[r-1]=a[r-1]/o[r-1],n=r-2;n>=0;--n)i[n]=(a[n]-i[n+1])/o[n];for(o[r-1]=(t[r]+i[r-1])/2,n=0;n<r-1;++n)o[n]=2*t[n+1]-i[n+1];return[i,o]}function zx(t,n){this._context=t,this._t=n}function $x(t,n){if((i=t.length)>1)for(var e,r,i,o=1,a=t[n[0]],u=a.length;o<i;++o)for(r=a,a=t[n[o]],e=0;e<u;++e)a[e][1]+=a[e][0]=isNaN(r[e][1])?r[e][0]:r[e][1]}function Dx(t){for(var n=t.length,e=new Array(n);--n>=0;)e[n]=n;return e}function Rx(t,n){return t[n]}function Fx(t){const n=[];return n.key=t,n}function qx(t){var n=t.map(Ix);return Dx(t).sort(function(t,e){return n[t]-n[e]})}function Ix(t){for(var n,e=-1,r=0,i=t.length,o=-1/0;++e<i;)(n=+t[e][1])>o&&(o=n,r=e);return r}function Ux(t){var n=t.map(Ox);return Dx(t).sort(function(t,e){return n[t]-n[e]})}function Ox(t){for(var n,e=0,r=-1,i=t.length;++r<i;)(n=+t[r][1])&&(e+=n);return e}wx.prototype={areaStart:nx,areaEnd:nx,lineStart:function(){this._point=0},lineEnd:function(){this._point&&this._context.closePath()},point:function(t,n){t=+t,n=+n,this._point?this._context.lineTo(t,n):(this._point=1,this._context.moveTo(t,n))}},Ex.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=this._t0=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x1,this._y1);break;case 3:Sx(this,this._t0,Tx(this,this._t0))}(this._line||0!==this._line&&1===this._point)&&this._context.closePath(),this._line=1-this._line},point:function(t,n){var e=NaN;if(n=+n,(t=+t)!==this._x1||n!==this._y1){switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(t,n):this._context.moveTo(t,n);break;case 1:this._point=2;break;case 2:this._point=3,Sx(this,Tx(this,e=Ax(this,t,n)),e);break;default:Sx(this,this._t0,e=Ax(this,t,n))}this._x0=this._x1,this._x1=t,this._y0=this._y1,this._y1=n,this._t0=e}}},(Nx.prototype=Object.create(Ex.prototype)).point=function(t,n){Ex.prototype.point.call(this,n,t)},kx.prototype={moveTo:function(t,n){this._context.moveTo(n,t)},closePath:function(){this._context.closePath()},lineTo:function(t,n){this._context.lineTo(n,t)},bezierCurveTo:function(t,n,e,r,i,o){this._context.bezierCurveTo(n,t,r,e,o,i)}},Cx.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=[],this._y=[]},lineEnd:function(){var t=this._x,n=this._y,e=t.length;if(e)if(this._line?this._context.lineTo(t[0],n[0]):this._context.moveTo(t[0],n[0]),2===e)this._context.lineTo(t[1],n[1]);else for(var r=Px(t),i=Px(n),o=0,a=1;a<e;++o,++a)this._context.bezierCurveTo(r[0][o],i[0][o],r[1][o],i[1][o],t[a],n[a]);(this._line||0!==this._line&&1===e)&&this._context.closePath(),this._line=1-this._line,this._x=this._y=null},point:function(t,n){this._x.push(+t),this._y.push(+n)}},zx.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=this._y=NaN,this._point=0},lineEnd:function(){0<this._t&&this._t<1&&2===this._point&&this._context.lineTo(this._x,this._y),(this._line||0!==this._line&&1===this._point)&&this._context.closePath(),this._line>=0&&(this._t=1-this._t,this._line=1-this._line)},point:function(t,n){switch(t=+t,n=+n,this._point){case 0:this._point=1,this._line?this._context.lineTo(t,n):this._context.moveTo(t,n);break;case 1:this._point=2;default:if(this._t<=0)this._context.lineTo(this._x,n),this._context.lineTo(t,n);else{var e=this._x*(1-this._t)+t*this._t;this._context.lineTo(e,this._y),this._context.lineTo(e,n)}}this._x=t,this._y=n}};var Bx=t=>()=>t;function Yx(t,{sourceEvent:n,target:e,transform:r,dispatch:i}){Object.defineProperties(this,{type:{value:t,enumerable:!0,configurable:!0},sourceEvent:{value:n,enumerable:!0,configurable:!0},target:{value:e,enumerable:!0,configurable:!0},transform:{value:r,enumerable:!0,configurable:!0},_:{value:i}})}function Lx(t,n,e){this.k=t,this.x=n,this.y=e}Lx.prototype={constructor:Lx,scale:function(t){return 1===t?this:new Lx(this.k*t,this.x,this.y)},translate:function(t,n){return 0===t&0===n?this:new Lx(this.k,this.x+this.k*t,this.y+this.k*n)},apply:function(t){return[t[0]*this.k+this.x,t[1]*this.k+this.y]},applyX:function(t){return t*this.k+this.x},applyY:function(t){return t*this.k+this.y},invert:function(t){return[(t[0]-this.x)/this.k,(t[1]-this.y)/this.k]},invertX:function(t){return(t-this.x)/this.k},invertY:function(t){return(t-this.y)/this.k},rescaleX:function(t){return t.copy().domain(t.range().map(this.invertX,this).map(t.invert,t))},rescaleY:function(t){return t.copy().domain(t.range().map(this.invertY,this).map(t.invert,t))},toString:function(){return"translate("+this.x+","+this.y+") scale("+this.k+")"}};var jx=new Lx(1,0,0);function Hx(t){for(;!t.__zoom;)if(!(t=t.parentNode))return jx;return t.__zoom}function Xx(t){t.stopImmediatePropagation()}function Gx(t){t.preventDefault(),t.stopImmediatePropagation()}function Vx(t){return!(t.ctrlKey&&"wheel"!==t.type||t.button)}function Wx(){var t=this;return t instanceof SVGElement?(t=t.ownerSVGElement||t).hasAttribute("viewBox")?[[(t=t.viewBox.baseVal).x,t.y],[t.x+t.width,t.y+t.height]]:[[0,0],[t.width.baseVal.value,t.height.baseVal.value]]:[[0,0],[t.clientWidth,t.clientHeight]]}function Zx(){return this.__zoom||jx}function Kx(t){return-t.deltaY*(1===t.deltaMode?.05:t.deltaMode?1:.002)*(t.ctrlKey?10:1)}function Qx(){return navigator.maxTouchPoints||"ontouchstart"in this}function Jx(t,n,e){var r=t.invertX(n[0][0])-e[0][0],i=t.invertX(n[1][0])-e[1][0],o=t.invertY(n[0][1])-e[0][1],a=t.invertY(n[1][1])-e[1][1];return t.translate(i>r?(r+i)/2:Math.min(0,r)||Math.max(0,i),a>o?(o+a)/2:Math.min(0,o)||Math.max(0,a))}Hx.prototype=Lx.prototype,t.Adder=M,t.Delaunay=Au,t.FormatSpecifier=Cc,t.InternMap=InternMap,t.InternSet=InternSet,t.Node=Md,t.Path=ha,t.Voronoi=_u,t.ZoomTransform=Lx,t.active=function(t,n){var e,r,i=t.__transition;if(i)for(r in n=null==n?null:n+"",i)if((e=i[r]).state>1&&e.name===n)return new Eo([[t]],$o,n,+r);return null},t.arc=function(){var t=Kb,n=Qb,e=qb(0),r=null,i=Jb,o=tm,a=nm,u=null,c=Zb(f);function f(){var f,s,l=+t.apply(this,arguments),h=+n.apply(this,arguments),d=i.apply(this,arguments)-Gb,p=o.apply(this,arguments)-Gb,g=Ib(p-d),y=p>d;if(u||(u=f=c()),h<l&&(s=h,h=l,l=s),h>Hb)if(g>Vb-Hb)u.moveTo(h*Ob(d),h*Lb(d)),u.arc(0,0,h,d,p,!y),l>Hb&&(u.moveTo(l*Ob(p),l*Lb(p)),u.arc(0,0,l,p,d,y));else{var v,_,b=d,m=p,x=d,w=p,M=g,A=g,T=a.apply(this,arguments)/2,S=T>Hb&&(r?+r.apply(this,arguments):jb(l*l+h*h)),E=Yb(Ib(h-l)/2,+e.apply(this,arguments)),N=E,k=E;if(S>Hb){var C=Wb(S/l*Lb(T)),P=Wb(S/h*Lb(T));(M-=2*C)>Hb?(x+=C*=y?1:-1,w-=C):(M=0,x=w=(d+p)/2),(A-=2*P)>Hb?(b+=P*=y?1:-1,m-=P):(A=0,b=m=(d+p)/2)}var z=h*Ob(b),$=h*Lb(b),D=l*Ob(w),R=l*Lb(w);if(E>Hb){var F,q=h*Ob(m),I=h*Lb(m),U=l*Ob(x),O=l*Lb(x);if(g<Xb)if(F=function(t,n,e,r,i,o,a,u){var c=e-t,f=r-n,s=a-i,l=u-o,h=l*c-s*f;if(!(h*h<Hb))return[t+(h=(s*(n-o)-l*(t-i))/h)*c,n+h*f]}(z,$,U,O,q,I,D,R)){var B=z-F[0],Y=$-F[1],L=q-F[0],j=I-F[1],H=1/Lb(function(t){return t>1?0:t<-1?Xb:Math.acos(t)}((B*L+Y*j)/(jb(B*B+Y*Y)*jb(L*L+j*j)))/2),X=jb(F[0]*F[0]+F[1]*F[1]);N=Yb(E,(l-X)/(H-1)),k=Yb(E,(h-X)/(H+1))}else N=k=0}A>Hb?k>Hb?(v=em(U,O,z,$,h,k,y),_=em(q,I,D,R,h,k,y),u.moveTo(v.cx+v.x01,v.cy+v.y01),k<E?u.arc(v.cx,v.cy,k,Ub(v.y01,v.x01),Ub(_.y01,_.x01),!y):(u.arc(v.cx,v.cy,k,Ub(v.y01,v.x01),Ub(v.y11,v.x11),!y),u.arc(0,0,h,Ub(v.cy+v.y11,v.cx+v.x11),Ub(_.cy+_.y11,_.cx+_.x11),!y),u.arc(_.cx,_.cy,k,Ub(_.y11,_.x11),Ub(_.y01,_.x01),!y))):(u.moveTo(z,$),u.arc(0,0,h,b,m,!y)):u.moveTo(z,$),l>Hb&&M>Hb?N>Hb?(v=em(D,R,q,I,l,-N,y),_=em(z,$,U,O,l,-N,y),u.lineTo(v.cx+v.x01,v.cy+v.y01),N<E?u.arc(v.cx,v.cy,N,Ub(v.y01,v.x01),Ub(_.y01,_.x01),!y):(u.arc(v.cx,v.cy,N,Ub(v.y01,v.x01),Ub(v.y11,v.x11),!y),u.arc(0,0,l,Ub(v.cy+v.y11,v.cx+v.x11),Ub(_.cy+_.y11,_.cx+_.x11),y),u.arc(_.cx,_.cy,N,Ub(_.y11,_.x11),Ub(_.y01,_.x01),!y))):u.arc(0,0,l,w,x,y):u.lineTo(D,R)}else u.moveTo(0,0);if(u.closePath(),f)return u=null,f+""||null}return f.centroid=function(){var e=(+t.apply(this,arguments)+ +n.apply(this,arguments))/2,r=(+i.apply(this,arguments)+ +o.apply(this,arguments))/2-Xb/2;return[Ob(r)*e,Lb(r)*e]},f.innerRadius=function(n){return arguments.length?(t="function"==typeof n?n:qb(+n),f):t},f.outerRadius=function(t){return arguments.length?(n="function"==typeof t?t:qb(+t),f):n},f.cornerRadius=function(t){return arguments.length?(e="function"==typeof t?t:qb(+t),f):e},f.padRadius=function(t){return arguments.length?(r=null==t?null:"function"==typeof t?t:qb(+t),f):r},f.startAngle=function(t){return arguments.length?(i="function"==typeof t?t:qb(+t),f):i},f.endAngle=function(t){return arguments.length?(o="function"==typeof t?t:qb(+t),f):o},f.padAngle=function(t){return arguments.length?(a="function"==typeof t?t:qb(+t),f):a},f.context=function(t){return arguments.length?(u=null==t?null:t,f):u},f},t.area=sm,t.areaRadial=_m,t.ascending=n,t.autoType=function(t){for(var n in t){var e,r,i=t[n].trim();if(i)if("true"===i)i=!0;else if("false"===i)i=!1;else if("NaN"===i)i=NaN;else if(isNaN(e=+i)){if(!(r=i.match(/^([-+]\\d{2})?\\d{4}(-\\d{2}(-\\d{2})?)?(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{3})?)?(Z|[-+]\\d{2}:\\d{2})?)?$/)))continue;Vu&&r[4]&&!r[7]&&(i=i.replace(/-/g,"/").replace(/T/," ")),i=new Date(i)}else i=e;else i=null;t[n]=i}return t},t.axisBottom=function(t){return St(3,t)},t.axisLeft=function(t){return St(4,t)},t.axisRight=function(t){return St(2,t)},t.axisTop=function(t){return St(1,t)},t.bin=K,t.bisect=u,t.bisectCenter=f,t.bisectLeft=c,t.bisectRight=u,t.bisector=r,t.blob=function(t,n){return fetch(t,n).then(Wu)},t.blur=function(t,n){if(!((n=+n)>=0))throw new RangeError("invalid r");let e=t.length;if(!((e=Math.floor(e))>=0))throw new RangeError("invalid length");if(!e||!n)return t;const r=g(n),i=t.slice();return r(t,i,0,e,1),r(i,t,0,e,1),r(t,i,0,e,1),t},t.blur2=s,t.blurImage=l,t.brush=function(){return oa(Vo)},t.brushSelection=function(t){var n=t.__brush;return n?n.dim.output(n.selection):null},t.brushX=function(){return oa(Xo)},t.brushY=function(){return oa(Go)},t.buffer=function(t,n){return fetch(t,n).then(Zu)},t.chord=function(){return Ma(!1,!1)},t.chordDirected=function(){return Ma(!0,!1)},t.chordTranspose=function(){return Ma(!1,!0)},t.cluster=function(){var t=pd,n=1,e=1,r=!1;function i(i){var o,a=0;i.eachAfter(function(n){var e=n.children;e?(n.x=function(t){return t.reduce(gd,0)/t.length}(e),n.y=function(t){return 1+t.reduce(yd,0)}(e)):(n.x=o?a+=t(n,o):0,n.y=0,o=n)});var u=function(t){for(var n;n=t.children;)t=n[0];return t}(i),c=function(t){for(var n;n=t.children;)t=n[n.length-1];return t}(i),f=u.x-t(u,c)/2,s=c.x+t(c,u)/2;return i.eachAfter(r?function(t){t.x=(t.x-i.x)*n,t.y=(i.y-t.y)*e}:function(t){t.x=(t.x-f)/(s-f)*n,t.y=(1-(i.y?t.y/i.y:1))*e})}return i.separation=function(n){return arguments.length?(t=n,i):t},i.size=function(t){return arguments.length?(r=!1,n=+t[0],e=+t[1],i):r?null:[n,e]},i.nodeSize=function(t){return arguments.length?(r=!0,n=+t[0],e=+t[1],i):r?[n,e]:null},i},t.color=Ee,t.contourDensity=function(){var t=Ga,n=Va,e=Wa,r=960,i=500,o=20,a=2,u=3*o,c=r+2*u>>a,f=i+2*u>>a,l=Fa(20);function h(r){var i=new Float32Array(c*f),l=Math.pow(2,-a),h=-1;for(const o of r){var d=(t(o,++h,r)+u)*l,p=(n(o,h,r)+u)*l,g=+e(o,h,r);if(g&&d>=0&&d<c&&p>=0&&p<f){var y=Math.floor(d),v=Math.floor(p),_=d-y-.5,b=p-v-.5;i[y+v*c]+=(1-_)*(1-b)*g,i[y+1+v*c]+=_*(1-b)*g,i[y+1+(v+1)*c]+=_*b*g,i[y+(v+1)*c]+=(1-_)*b*g}}return s({data:i,width:c,height:f},o*l),i}function d(t){var n=h(t),e=l(n),r=Math.pow(2,2*a);return Array.isArray(e)||(e=X(Number.MIN_VALUE,Q(n)/r,e)),Ya().size([c,f]).thresholds(e.map(t=>t*r))(n).map((t,n)=>(t.value=+e[n],p(t)))}function p(t){return t.coordinates.forEach(g),t}function g(t){t.forEach(y)}function y(t){t.forEach(v)}function v(t){t[0]=t[0]*Math.pow(2,a)-u,t[1]=t[1]*Math.pow(2,a)-u}function _(){return c=r+2*(u=3*o)>>a,f=i+2*u>>a,d}return d.contours=function(t){var n=h(t),e=Ya().size([c,f]),r=Math.pow(2,2*a),i=t=>{t=+t;var i=p(e.contour(n,t*r));return i.value=t,i};return Object.defineProperty(i,"max",{get:()=>Q(n)/r}),i},d.x=function(n){return arguments.length?(t="function"==typeof n?n:Fa(+n),d):t},d.y=function(t){return arguments.length?(n="function"==typeof t?t:Fa(+t),d):n},d.weight=function(t){return arguments.length?(e="function"==typeof t?t:Fa(+t),d):e},d.size=function(t){if(!arguments.length)return[r,i];var n=+t[0],e=+t[1];if(!(n>=0&&e>=0))throw new Error("invalid size");return r=n,i=e,_()},d.cellSize=function(t){if(!arguments.length)return 1<<a;if(!((t=+t)>=1))throw new Error("invalid cell size");return a=Math.floor(Math.log(t)/Math.LN2),_()},d.thresholds=function(t){return arguments.length?(l="function"==typeof t?t:Array.isArray(t)?Fa(Da.call(t)):Fa(t),d):l},d.bandwidth=function(t){if(!arguments.length)return Math.sqrt(o*(o+1));if(!((t=+t)>=0))throw new Error("invalid bandwidth");return o=(Math.sqrt(4*t*t+1)-1)/2,_()},d},t.contours=Ya,t.count=y,t.create=function(t){return Hn(qt(t).call(document.documentElement))},t.creator=qt,t.cross=function(...t){const n="function"==typeof t[t.length-1]&&function(t){return n=>t(...n)}(t.pop()),e=(t=t.map(b)).map(v),r=t.length-1,i=new Array(r+1).fill(0),o=[];if(r<0||e.some(_))return o;for(;;){o.push(i.map((n,e)=>t[e][n]));let a=r;for(;++i[a]===e[a];){if(0===a)return n?o.map(n):o;i[a--]=0}}},t.csv=tc,t.csvFormat=Ru,t.csvFormatBody=Fu,t.csvFormatRow=Iu,t.csvFormatRows=qu,t.csvFormatValue=Uu,t.csvParse=$u,t.csvParseRows=Du,t.cubehelix=_r,t.cumsum=function(t,n){var e=0,r=0;return Float64Array.from(t,void 0===n?t=>e+=+t||0:i=>e+=+n(i,r++,t)||0)},t.curveBasis=function(t){return new rx(t)},t.curveBasisClosed=function(t){return new ix(t)},t.curveBasisOpen=function(t){return new ox(t)},t.curveBumpX=wm,t.curveBumpY=Mm,t.curveBundle=ux,t.curveCardinal=sx,t.curveCardinalClosed=hx,t.curveCardinalOpen=px,t.curveCatmullRom=vx,t.curveCatmullRomClosed=bx,t.curveCatmullRomOpen=xx,t.curveLinear=am,t.curveLinearClosed=function(t){return new wx(t)},t.curveMonotoneX=function(t){return new Ex(t)},t.curveMonotoneY=function(t){return new Nx(t)},t.curveNatural=function(t){return new Cx(t)},t.curveStep=function(t){return new zx(t,.5)},t.curveStepAfter=function(t){return new zx(t,1)},t.curveStepBefore=function(t){return new zx(t,0)},t.descending=e,t.deviation=x,t.difference=function(t,...n){t=new InternSet(t);for(const e of n)for(const n of e)t.delete(n);return t},t.disjoint=function(t,n){const e=n[Symbol.iterator](),r=new InternSet;for(const n of t){if(r.has(n))return!1;let t,i;for(;({value:t,done:i}=e.next())&&!i;){if(Object.is(n,t))return!1;r.add(t)}}return!0},t.dispatch=Nt,t.drag=function(){var t,n,e,r,i=oe,o=ae,a=ue,u=ce,c={},f=Nt("start","drag","end"),s=0,l=0;function h(t){t.on("mousedown.drag",d).filter(u).on("touchstart.drag",y).on("touchmove.drag",v,Kn).on("touchend.drag touchcancel.drag",_).style("touch-action","none").style("-webkit-tap-highlight-color","rgba(0,0,0,0)")}function d(a,u){if(!r&&i.call(this,a,u)){var c=b(this,o.call(this,a,u),a,u,"mouse");c&&(Hn(a.view).on("mousemove.drag",p,Qn).on("mouseup.drag",g,Qn),ne(a.view),Jn(a),e=!1,t=a.clientX,n=a.clientY,c("start",a))}}function p(r){if(te(r),!e){var i=r.clientX-t,o=r.clientY-n;e=i*i+o*o>l}c.mouse("drag",r)}function g(t){Hn(t.view).on("mousemove.drag mouseup.drag",null),ee(t.view,e),te(t),c.mouse("end",t)}function y(t,n){if(i.call(this,t,n)){var e,r,a=t.changedTouches,u=o.call(this,t,n),c=a.length;for(e=0;e<c;++e)(r=b(this,u,t,n,a[e].identifier,a[e]))&&(Jn(t),r("start",t,a[e]))}}function v(t){var n,e,r=t.changedTouches,i=r.length;for(n=0;n<i;++n)(e=c[r[n].identifier])&&(te(t),e("drag",t,r[n]))}function _(t){var n,e,i=t.changedTouches,o=i.length;for(r&&clearTimeout(r),r=setTimeout(function(){r=null},500),n=0;n<o;++n)(e=c[i[n].identifier])&&(Jn(t),e("end",t,i[n]))}function b(t,n,e,r,i,o){var u,l,d,p=f.copy(),g=Zn(o||e,n);if(null!=(d=a.call(t,new ie("beforestart",{sourceEvent:e,target:h,identifier:i,active:s,x:g[0],y:g[1],dx:0,dy:0,dispatch:p}),r)))return u=d.x-g[0]||0,l=d.y-g[1]||0,function e(o,a,f){var y,v=g;switch(o){case"start":c[i]=e,y=s++;break;case"end":delete c[i],--s;case"drag":g=Zn(f||a,n),y=s}p.call(o,t,new ie(o,{sourceEvent:a,subject:d,target:h,identifier:i,active:y,x:g[0]+u,y:g[1]+l,dx:g[0]-v[0],dy:g[1]-v[1],dispatch:p}),r)}}return h.filter=function(t){return arguments.length?(i="function"==typeof t?t:re(!!t),h):i},h.container=function(t){return arguments.length?(o="function"==typeof t?t:re(t),h):o},h.subject=function(t){return arguments.length?(a="function"==typeof t?t:re(t),h):a},h.touchable=function(t){return arguments.length?(u="function"==typeof t?t:re(!!t),h):u},h.on=function(){var t=f.on.apply(f,arguments);return t===f?h:t},h.clickDistance=function(t){return arguments.length?(l=(t=+t)*t,h):Math.sqrt(l)},h},t.dragDisable=ne,t.dragEnable=ee,t.dsv=function(t,n,e,r){3===arguments.length&&"function"==typeof e&&(r=e,e=void 0);var i=Pu(t);return Qu(n,e).then(function(t){return i.parse(t,r)})},t.dsvFormat=Pu,t.easeBack=Wi,t.easeBackIn=Gi,t.easeBackInOut=Wi,t.easeBackOut=Vi,t.easeBounce=Hi,t.easeBounceIn=function(t){return 1-Hi(1-t)},t.easeBounceInOut=function(t){return((t*=2)<=1?1-Hi(1-t):Hi(t-1)+1)/2},t.easeBounceOut=Hi,t.easeCircle=qi,t.easeCircleIn=function(t){return 1-Math.sqrt(1-t*t)},t.easeCircleInOut=qi,t.easeCircleOut=function(t){return Math.sqrt(1- --t*t)},t.easeCubic=Ni,t.easeCubicIn=function(t){return t*t*t},t.easeCubicInOut=Ni,t.easeCubicOut=function(t){return--t*t*t+1},t.easeElastic=Qi,t.easeElasticIn=Ki,t.easeElasticInOut=Ji,t.easeElasticOut=Qi,t.easeExp=Fi,t.easeExpIn=function(t){return Ri(1-+t)},t.easeExpInOut=Fi,t.easeExpOut=function(t){return 1-Ri(t)},t.easeLinear=t=>+t,t.easePoly=Pi,t.easePolyIn=ki,t.easePolyInOut=Pi,t.easePolyOut=Ci,t.easeQuad=Ei,t.easeQuadIn=function(t){return t*t},t.easeQuadInOut=Ei,t.easeQuadOut=function(t){return t*(2-t)},t.easeSin=Di,t.easeSinIn=function(t){return 1===+t?1:1-Math.cos(t*$i)},t.easeSinInOut=Di,t.easeSinOut=function(t){return Math.sin(t*$i)},t.every=function(t,n){if("function"!=typeof n)throw new TypeError("test is not a function");let e=-1;for(const r of t)if(!n(r,++e,t))return!1;return!0},t.extent=w,t.fcumsum=function(t,n){const e=new M;let r=-1;return Float64Array.from(t,void 0===n?t=>e.add(+t||0):i=>e.add(+n(i,++r,t)||0))},t.filter=function(t,n){if("function"!=typeof n)throw new TypeError("test is not a function");const e=[];let r=-1;for(const i of t)n(i,++r,t)&&e.push(i);return e},t.flatGroup=function(t,...n){return P(C(t,...n),n)},t.flatRollup=function(t,n,...e){return P($(t,n,...e),e)},t.forceCenter=function(t,n){var e,r=1;function i(){var i,o,a=e.length,u=0,c=0;for(i=0;i<a;++i)u+=(o=e[i]).x,c+=o.y;for(u=(u/a-t)*r,c=(c/a-n)*r,i=0;i<a;++i)(o=e[i]).x-=u,o.y-=c}return null==t&&(t=0),null==n&&(n=0),i.initialize=function(t){e=t},i.x=function(n){return arguments.length?(t=+n,i):t},i.y=function(t){return arguments.length?(n=+t,i):n},i.strength=function(t){return arguments.length?(r=+t,i):r},i},t.forceCollide=function(t){var n,e,r,i=1,o=1;function a(){for(var t,a,c,f,s,l,h,d=n.length,p=0;p<o;++p)for(a=lc(n,vc,_c).visitAfter(u),t=0;t<d;++t)c=n[t],l=e[c.index],h=l*l,f=c.x+c.vx,s=c.y+c.vy,a.visit(g);function g(t,n,e,o,a){var u=t.data,d=t.r,p=l+d;if(!u)return n>f+p||o<f-p||e>s+p||a<s-p;if(u.index>c.index){var g=f-u.x-u.vx,y=s-u.y-u.vy,v=g*g+y*y;v<p*p&&(0===g&&(v+=(g=yc(r))*g),0===y&&(v+=(y=yc(r))*y),v=(p-(v=Math.sqrt(v)))/v*i,c.vx+=(g*=v)*(p=(d*=d)/(h+d)),c.vy+=(y*=v)*p,u.vx-=g*(p=1-p),u.vy-=y*p)}}}function u(t){if(t.data)return t.r=e[t.data.index];for(var n=t.r=0;n<4;++n)t[n]&&t[n].r>t.r&&(t.r=t[n].r)}function c(){if(n){var r,i,o=n.length;for(e=new Array(o),r=0;r<o;++r)i=n[r],e[i.index]=+t(i,r,n)}}return"function"!=typeof t&&(t=gc(null==t?1:+t)),a.initialize=function(t,e){n=t,r=e,c()},a.iterations=function(t){return arguments.length?(o=+t,a):o},a.strength=function(t){return arguments.length?(i=+t,a):i},a.radius=function(n){return arguments.length?(t="function"==typeof n?n:gc(+n),c(),a):t},a},t.forceLink=function(t){var n,e,r,i,o,a,u=bc,c=function(t){return 1/Math.min(i[t.source.index],i[t.target.index])},f=gc(30),s=1;function l(r){for(var i=0,u=t.length;i<s;++i)for(var c,f,l,h,d,p,g,y=0;y<u;++y)f=(c=t[y]).source,h=(l=c.target).x+l.vx-f.x-f.vx||yc(a),d=l.y+l.vy-f.y-f.vy||yc(a),h*=p=((p=Math.sqrt(h*h+d*d))-e[y])/p*r*n[y],d*=p,l.vx-=h*(g=o[y]),l.vy-=d*g,f.vx+=h*(g=1-g),f.vy+=d*g}function h(){if(r){var a,c,f=r.length,s=t.length,l=new Map(r.map((t,n)=>[u(t,n,r),t]));for(a=0,i=new Array(f);a<s;++a)(c=t[a]).index=a,"object"!=typeof c.source&&(c.source=mc(l,c.source)),"object"!=typeof c.target&&(c.target=mc(l,c.target)),i[c.source.index]=(i[c.source.index]||0)+1,i[c.target.index]=(i[c.target.index]||0)+1;for(a=0,o=new Array(s);a<s;++a)c=t[a],o[a]=i[c.source.index]/(i[c.source.index]+i[c.target.index]);n=new Array(s),d(),e=new Array(s),p()}}function d(){if(r)for(var e=0,i=t.length;e<i;++e)n[e]=+c(t[e],e,t)}function p(){if(r)for(var n=0,i=t.length;n<i;++n)e[n]=+f(t[n],n,t)}return null==t&&(t=[]),l.initialize=function(t,n){r=t,a=n,h()},l.links=function(n){return arguments.length?(t=n,h(),l):t},l.id=function(t){return arguments.length?(u=t,l):u},l.iterations=function(t){return arguments.length?(s=+t,l):s},l.strength=function(t){return arguments.length?(c="function"==typeof t?t:gc(+t),d(),l):c},l.distance=function(t){return arguments.length?(f="function"==typeof t?t:gc(+t),p(),l):f},l},t.forceManyBody=function(){var t,n,e,r,i,o=gc(-30),a=1,u=1/0,c=.81;function f(e){var i,o=t.length,a=lc(t,wc,Mc).visitAfter(l);for(r=e,i=0;i<o;++i)n=t[i],a.visit(h)}function s(){if(t){var n,e,r=t.length;for(i=new Array(r),n=0;n<r;++n)e=t[n],i[e.index]=+o(e,n,t)}}function l(t){var n,e,r,o,a,u=0,c=0;if(t.length){for(r=o=a=0;a<4;++a)(n=t[a])&&(e=Math.abs(n.value))&&(u+=n.value,c+=e,r+=e*n.x,o+=e*n.y);t.x=r/c,t.y=o/c}else{(n=t).x=n.data.x,n.y=n.data.y;do{u+=i[n.data.index]}while(n=n.next)}t.value=u}function h(t,o,f,s){if(!t.value)return!0;var l=t.x-n.x,h=t.y-n.y,d=s-o,p=l*l+h*h;if(d*d/c<p)return p<u&&(0===l&&(p+=(l=yc(e))*l),0===h&&(p+=(h=yc(e))*h),p<a&&(p=Math.sqrt(a*p)),n.vx+=l*t.value*r/p,n.vy+=h*t.value*r/p),!0;if(!(t.length||p>=u)){(t.data!==n||t.next)&&(0===l&&(p+=(l=yc(e))*l),0===h&&(p+=(h=yc(e))*h),p<a&&(p=Math.sqrt(a*p)));do{t.data!==n&&(d=i[t.data.index]*r/p,n.vx+=l*d,n.vy+=h*d)}while(t=t.next)}}return f.initialize=function(n,r){t=n,e=r,s()},f.strength=function(t){return arguments.length?(o="function"==typeof t?t:gc(+t),s(),f):o},f.distanceMin=function(t){return arguments.length?(a=t*t,f):Math.sqrt(a)},f.distanceMax=function(t){return arguments.length?(u=t*t,f):Math.sqrt(u)},f.theta=function(t){return arguments.length?(c=t*t,f):Math.sqrt(c)},f},t.forceRadial=function(t,n,e){var r,i,o,a=gc(.1);function u(t){for(var a=0,u=r.length;a<u;++a){var c=r[a],f=c.x-n||1e-6,s=c.y-e||1e-6,l=Math.sqrt(f*f+s*s),h=(o[a]-l)*i[a]*t/l;c.vx+=f*h,c.vy+=s*h}}function c(){if(r){var n,e=r.length;for(i=new Array(e),o=new Array(e),n=0;n<e;++n)o[n]=+t(r[n],n,r),i[n]=isNaN(o[n])?0:+a(r[n],n,r)}}return"function"!=typeof t&&(t=gc(+t)),null==n&&(n=0),null==e&&(e=0),u.initialize=function(t){r=t,c()},u.strength=function(t){return arguments.length?(a="function"==typeof t?t:gc(+t),c(),u):a},u.radius=function(n){return arguments.length?(t="function"==typeof n?n:gc(+n),c(),u):t},u.x=function(t){return arguments.length?(n=+t,u):n},u.y=function(t){return arguments.length?(e=+t,u):e},u},t.forceSimulation=function(t){var n,e=1,r=.001,i=1-Math.pow(r,1/300),o=0,a=.6,u=new Map,c=xi(l),f=Nt("tick","end"),s=function(){let t=1;return()=>(t=(1664525*t+1013904223)%xc)/xc}();function l(){h(),f.call("tick",n),e<r&&(c.stop(),f.call("end",n))}function h(r){var c,f,s=t.length;void 0===r&&(r=1);for(var l=0;l<r;++l)for(e+=(o-e)*i,u.forEach(function(t){t(e)}),c=0;c<s;++c)null==(f=t[c]).fx?f.x+=f.vx*=a:(f.x=f.fx,f.vx=0),null==f.fy?f.y+=f.vy*=a:(f.y=f.fy,f.vy=0);return n}function d(){for(var n,e=0,r=t.length;e<r;++e){if((n=t[e]).index=e,null!=n.fx&&(n.x=n.fx),null!=n.fy&&(n.y=n.fy),isNaN(n.x)||isNaN(n.y)){var i=10*Math.sqrt(.5+e),o=e*Ac;n.x=i*Math.cos(o),n.y=i*Math.sin(o)}(isNaN(n.vx)||isNaN(n.vy))&&(n.vx=n.vy=0)}}function p(n){return n.initialize&&n.initialize(t,s),n}return null==t&&(t=[]),d(),n={tick:h,restart:function(){return c.restart(l),n},stop:function(){return c.stop(),n},nodes:function(e){return arguments.length?(t=e,d(),u.forEach(p),n):t},alpha:function(t){return arguments.length?(e=+t,n):e},alphaMin:function(t){return arguments.length?(r=+t,n):r},alphaDecay:function(t){return arguments.length?(i=+t,n):+i},alphaTarget:function(t){return arguments.length?(o=+t,n):o},velocityDecay:function(t){return arguments.length?(a=1-t,n):1-a},randomSource:function(t){return arguments.length?(s=t,u.forEach(p),n):s},force:function(t,e){return arguments.length>1?(null==e?u.delete(t):u.set(t,p(e)),n):u.get(t)},find:function(n,e,r){var i,o,a,u,c,f=0,s=t.length;for(null==r?r=1/0:r*=r,f=0;f<s;++f)(a=(i=n-(u=t[f]).x)*i+(o=e-u.y)*o)<r&&(c=u,r=a);return c},on:function(t,e){return arguments.length>1?(f.on(t,e),n):f.on(t)}}},t.forceX=function(t){var n,e,r,i=gc(.1);function o(t){for(var i,o=0,a=n.length;o<a;++o)(i=n[o]).vx+=(r[o]-i.x)*e[o]*t}function a(){if(n){var o,a=n.length;for(e=new Array(a),r=new Array(a),o=0;o<a;++o)e[o]=isNaN(r[o]=+t(n[o],o,n))?0:+i(n[o],o,n)}}return"function"!=typeof t&&(t=gc(null==t?0:+t)),o.initialize=function(t){n=t,a()},o.strength=function(t){return arguments.length?(i="function"==typeof t?t:gc(+t),a(),o):i},o.x=function(n){return arguments.length?(t="function"==typeof n?n:gc(+n),a(),o):t},o},t.forceY=function(t){var n,e,r,i=gc(.1);function o(t){for(var i,o=0,a=n.length;o<a;++o)(i=n[o]).vy+=(r[o]-i.y)*e[o]*t}function a(){if(n){var o,a=n.length;for(e=new Array(a),r=new Array(a),o=0;o<a;++o)e[o]=isNaN(r[o]=+t(n[o],o,n))?0:+i(n[o],o,n)}}return"function"!=typeof t&&(t=gc(null==t?0:+t)),o.initialize=function(t){n=t,a()},o.strength=function(t){return arguments.length?(i="function"==typeof t?t:gc(+t),a(),o):i},o.y=function(n){return arguments.length?(t="function"==typeof n?n:gc(+n),a(),o):t},o},t.formatDefaultLocale=Ic,t.formatLocale=qc,t.formatSpecifier=kc,t.fsum=function(t,n){const e=new M;if(void 0===n)for(let n of t)(n=+n)&&e.add(n);else{let r=-1;for(let i of t)(i=+n(i,++r,t))&&e.add(i)}return+e},t.geoAlbers=Xh,t.geoAlbersUsa=function(){var t,n,e,r,i,o,a=Xh(),u=Hh().rotate([154,0]).center([-2,58.5]).parallels([55,65]),c=Hh().rotate([157,0]).center([-3,19.9]).parallels([8,18]),f={point:function(t,n){o=[t,n]}};function s(t){var n=t[0],a=t[1];return o=null,e.point(n,a),o||(r.point(n,a),o)||(i.point(n,a),o)}function l(){return t=n=null,s}return s.invert=function(t){var n=a.scale(),e=a.translate(),r=(t[0]-e[0])/n,i=(t[1]-e[1])/n;return(i>=.12&&i<.234&&r>=-.425&&r<-.214?u:i>=.166&&i<.234&&r>=-.214&&r<-.115?c:a).invert(t)},s.stream=function(e){return t&&n===e?t:(r=[a.stream(n=e),u.stream(e),c.stream(e)],i=r.length,t={point:function(t,n){for(var e=-1;++e<i;)r[e].point(t,n)},sphere:function(){for(var t=-1;++t<i;)r[t].sphere()},lineStart:function(){for(var t=-1;++t<i;)r[t].lineStart()},lineEnd:function(){for(var t=-1;++t<i;)r[t].lineEnd()},polygonStart:function(){for(var t=-1;++t<i;)r[t].polygonStart()},polygonEnd:function(){for(var t=-1;++t<i;)r[t].polygonEnd()}});var r,i},s.precision=function(t){return arguments.length?(a.precision(t),u.precision(t),c.precision(t),l()):a.precision()},s.scale=function(t){return arguments.length?(a.scale(t),u.scale(.35*t),c.scale(t),s.translate(a.translate())):a.scale()},s.translate=function(t){if(!arguments.length)return a.translate();var n=a.scale(),o=+t[0],s=+t[1];return e=a.translate(t).clipExtent([[o-.455*n,s-.238*n],[o+.455*n,s+.238*n]]).stream(f),r=u.translate([o-.307*n,s+.201*n]).clipExtent([[o-.425*n+Yc,s+.12*n+Yc],[o-.214*n-Yc,s+.234*n-Yc]]).stream(f),i=c.translate([o-.205*n,s+.212*n]).clipExtent([[o-.214*n+Yc,s+.166*n+Yc],[o-.115*n-Yc,s+.234*n-Yc]]).stream(f),l()},s.fitExtent=function(t,n){return $h(s,t,n)},s.fitSize=function(t,n){return Dh(s,t,n)},s.fitWidth=function(t,n){return Rh(s,t,n)},s.fitHeight=function(t,n){return Fh(s,t,n)},s.scale(1070)},t.geoArea=function(t){return qf=new M,bf(t,If),2*qf},t.geoAzimuthalEqualArea=function(){return Bh(Wh).scale(124.75).clipAngle(179.999)},t.geoAzimuthalEqualAreaRaw=Wh,t.geoAzimuthalEquidistant=function(){return Bh(Zh).scale(79.4188).clipAngle(179.999)},t.geoAzimuthalEquidistantRaw=Zh,t.geoBounds=function(t){var n,e,r,i,o,a,u;if(Nf=Ef=-(Tf=Sf=1/0),Df=[],bf(t,hs),e=Df.length){for(Df.sort(xs),n=1,o=[r=Df[0]];n<e;++n)ws(r,(i=Df[n])[0])||ws(r,i[1])?(ms(r[0],i[1])>ms(r[0],r[1])&&(r[1]=i[1]),ms(i[0],r[1])>ms(r[0],r[1])&&(r[0]=i[0])):o.push(r=i);for(a=-1/0,n=0,r=o[e=o.length-1];n<=e;r=i,++n)i=o[n],(u=ms(r[1],i[0]))>a&&(a=u,Tf=i[0],Ef=r[1])}return Df=Rf=null,Tf===1/0||Sf===1/0?[[NaN,NaN],[NaN,NaN]]:[[Tf,Sf],[Ef,Nf]]},t.geoCentroid=function(t){Zf=Kf=Qf=Jf=ts=ns=es=rs=0,is=new M,os=new M,as=new M,bf(t,Ms);var n=+is,e=+os,r=+as,i=ef(n,e,r);return i<Lc&&(n=ns,e=es,r=rs,Kf<Yc&&(n=Qf,e=Jf,r=ts),(i=ef(n,e,r))<Lc)?[NaN,NaN]:[Qc(e,n)*Vc,lf(r/i)*Vc]},t.geoCircle=function(){var t,n,e=Ds([0,0]),r=Ds(90),i=Ds(2),o={point:function(e,r){t.push(e=n(e,r)),e[0]*=Vc,e[1]*=Vc}};function a(){var a=e.apply(this,arguments),u=r.apply(this,arguments)*Wc,c=i.apply(this,arguments)*Wc;return t=[],n=qs(-a[0]*Wc,-a[1]*Wc,0).invert,Ys(o,u,c,1),a={type:"Polygon",coordinates:[t]},t=n=null,a}return a.center=function(t){return arguments.length?(e="function"==typeof t?t:Ds([+t[0],+t[1]]),a):e},a.radius=function(t){return arguments.length?(r="function"==typeof t?t:Ds(+t),a):r},a.precision=function(t){return arguments.length?(i="function"==typeof t?t:Ds(+t),a):i},a},t.geoClipAntimeridian=tl,t.geoClipCircle=nl,t.geoClipExtent=function(){var t,n,e,r=0,i=0,o=960,a=500;return e={stream:function(e){return t&&n===e?t:t=cl(r,i,o,a)(n=e)},extent:function(u){return arguments.length?(r=+u[0][0],i=+u[0][1],o=+u[1][0],a=+u[1][1],t=n=null,e):[[r,i],[o,a]]}}},t.geoClipRectangle=cl,t.geoConicConformal=function(){return Lh(td).scale(109.5).parallels([30,30])},t.geoConicConformalRaw=td,t.geoConicEqualArea=Hh,t.geoConicEqualAreaRaw=jh,t.geoConicEquidistant=function(){return Lh(ed).scale(131.154).center([0,13.9389])},t.geoConicEquidistantRaw=ed,t.geoContains=function(t,n){return(t&&vl.hasOwnProperty(t.type)?vl[t.type]:bl)(t,n)},t.geoDistance=yl,t.geoEqualEarth=function(){return Bh(cd).scale(177.158)},t.geoEqualEarthRaw=cd,t.geoEquirectangular=function(){return Bh(nd).scale(152.63)},t.geoEquirectangularRaw=nd,t.geoGnomonic=function(){return Bh(fd).scale(144.049).clipAngle(60)},t.geoGnomonicRaw=fd,t.geoGraticule=El,t.geoGraticule10=function(){return El()()},t.geoIdentity=function(){var t,n,e,r,i,o,a,u=1,c=0,f=0,s=1,l=1,h=0,d=null,p=1,g=1,y=Ch({point:function(t,n){var e=b([t,n]);this.stream.point(e[0],e[1])}}),v=zl;function _(){return p=u*s,g=u*l,o=a=null,b}function b(e){var r=e[0]*p,i=e[1]*g;if(h){var o=i*t-r*n;r=r*t+i*n,i=o}return[r+c,i+f]}return b.invert=function(e){var r=e[0]-c,i=e[1]-f;if(h){var o=i*t+r*n;r=r*t-i*n,i=o}return[r/p,i/g]},b.stream=function(t){return o&&a===t?o:o=y(v(a=t))},b.postclip=function(t){return arguments.length?(v=t,d=e=r=i=null,_()):v},b.clipExtent=function(t){return arguments.length?(v=null==t?(d=e=r=i=null,zl):cl(d=+t[0][0],e=+t[0][1],r=+t[1][0],i=+t[1][1]),_()):null==d?null:[[d,e],[r,i]]},b.scale=function(t){return arguments.length?(u=+t,_()):u},b.translate=function(t){return arguments.length?(c=+t[0],f=+t[1],_()):[c,f]},b.angle=function(e){return arguments.length?(n=af(h=e%360*Wc),t=Jc(h),_()):h*Vc},b.reflectX=function(t){return arguments.length?(s=t?-1:1,_()):s<0},b.reflectY=function(t){return arguments.length?(l=t?-1:1,_()):l<0},b.fitExtent=function(t,n){return $h(b,t,n)},b.fitSize=function(t,n){return Dh(b,t,n)},b.fitWidth=function(t,n){return Rh(b,t,n)},b.fitHeight=function(t,n){return Fh(b,t,n)},b},t.geoInterpolate=function(t,n){var e=t[0]*Wc,r=t[1]*Wc,i=n[0]*Wc,o=n[1]*Wc,a=Jc(r),u=af(r),c=Jc(o),f=af(o),s=a*Jc(e),l=a*af(e),h=c*Jc(i),d=c*af(i),p=2*lf(cf(hf(o-r)+a*c*hf(i-e))),g=af(p),y=p?function(t){var n=af(t*=p)/g,e=af(p-t)/g,r=e*s+n*h,i=e*l+n*d,o=e*u+n*f;return[Qc(i,r)*Vc,Qc(o,cf(r*r+i*i))*Vc]}:function(){return[e*Vc,r*Vc]};return y.distance=p,y},t.geoLength=dl,t.geoMercator=function(){return Qh(Kh).scale(961/Gc)},t.geoMercatorRaw=Kh,t.geoNaturalEarth1=function(){return Bh(sd).scale(175.295)},t.geoNaturalEarth1Raw=sd,t.geoOrthographic=function(){return Bh(ld).scale(249.5).clipAngle(90.000001)},t.geoOrthographicRaw=ld,t.geoPath=function(t,n){let e,r,i=3,o=4.5;function a(t){return t&&("function"==typeof o&&r.pointRadius(+o.apply(this,arguments)),bf(t,e(r))),r.result()}return a.area=function(t){return bf(t,e(Rl)),Rl.result()},a.measure=function(t){return bf(t,e(xh)),xh.result()},a.bounds=function(t){return bf(t,e(jl)),jl.result()},a.centroid=function(t){return bf(t,e(ih)),ih.result()},a.projection=function(n){return arguments.length?(e=null==n?(t=null,zl):(t=n).stream,a):t},a.context=function(t){return arguments.length?(r=null==t?(n=null,new Nh(i)):new ph(n=t),"function"!=typeof o&&r.pointRadius(o),a):n},a.pointRadius=function(t){return arguments.length?(o="function"==typeof t?t:(r.pointRadius(+t),+t),a):o},a.digits=function(t){if(!arguments.length)return i;if(null==t)i=null;else{const n=Math.floor(t);if(!(n>=0))throw new RangeError(`invalid digits: ${t}`);i=n}return null===n&&(r=new Nh(i)),a},a.projection(t).digits(i).context(n)},t.geoProjection=Bh,t.geoProjectionMutator=Yh,t.geoRotation=Bs,t.geoStereographic=function(){return Bh(hd).scale(250).clipAngle(142)},t.geoStereographicRaw=hd,t.geoStream=bf,t.geoTransform=function(t){return{stream:Ch(t)}},t.geoTransverseMercator=function(){var t=Qh(dd),n=t.center,e=t.rotate;return t.center=function(t){return arguments.length?n([-t[1],t[0]]):[(t=n())[1],-t[0]]},t.rotate=function(t){return arguments.length?e([t[0],t[1],t.length>2?t[2]+90:90]):[(t=e())[0],t[1],t[2]-90]},e([0,0,90]).scale(159.155)},t.geoTransverseMercatorRaw=dd,t.gray=function(t,n){return new nr(t,0,0,null==n?1:n)},t.greatest=it,t.greatestIndex=function(t,e=n){if(1===e.length)return J(t,e);let r,i=-1,o=-1;for(const n of t)++o,(i<0?0===e(n,n):e(n,r)>0)&&(r=n,i=o);return i},t.group=k,t.groupSort=function(t,e,r){return(2!==e.length?q(z(t,e,r),([t,e],[r,i])=>n(e,i)||n(t,r)):q(k(t,r),([t,r],[i,o])=>e(r,o)||n(t,i))).map(([t])=>t)},t.groups=C,t.hcl=ur,t.hierarchy=_d,t.histogram=K,t.hsl=Oe,t.html=oc,t.image=function(t,n){return new Promise(function(e,r){var i=new Image;for(var o in n)i[o]=n[o];i.onerror=r,i.onload=function(){e(i)},i.src=t})},t.index=function(t,...n){return R(t,N,D,n)},t.indexes=function(t,...n){return R(t,Array.from,D,n)},t.interpolate=Br,t.interpolateArray=function(t,n){return($r(n)?zr:Dr)(t,n)},t.interpolateBasis=xr,t.interpolateBasisClosed=wr,t.interpolateBlues=pb,t.interpolateBrBG=S_,t.interpolateBuGn=j_,t.interpolateBuPu=X_,t.interpolateCividis=function(t){return t=Math.max(0,Math.min(1,t)),"rgb("+Math.max(0,Math.min(255,Math.round(-4.54-t*(35.34-t*(2381.73-t*(6402.7-t*(7024.72-2710.57*t)))))))+", "+Math.max(0,Math.min(255,Math.round(32.49+t*(170.73+t*(52.82-t*(131.46-t*(176.58-67.37*t)))))))+", "+Math.max(0,Math.min(255,Math.round(81.24+t*(442.36-t*(2482.43-t*(6167.24-t*(6614.94-2475.67*t)))))))+")"},t.interpolateCool=Eb,t.interpolateCubehelix=oi,t.interpolateCubehelixDefault=Tb,t.interpolateCubehelixLong=ai,t.interpolateDate=Rr,t.interpolateDiscrete=function(t){var n=t.length;return function(e){return t[Math.max(0,Math.min(n-1,Math.floor(e*n)))]}},t.interpolateGnBu=V_,t.interpolateGreens=yb,t.interpolateGreys=_b,t.interpolateHcl=ei,t.interpolateHclLong=ri,t.interpolateHsl=Jr,t.interpolateHslLong=ti,t.interpolateHue=function(t,n){var e=Tr(+t,+n);return function(t){var n=e(t);return n-360*Math.floor(n/360)}},t.interpolateInferno=Rb,t.interpolateLab=function(t,n){var e=Er((t=tr(t)).l,(n=tr(n)).l),r=Er(t.a,n.a),i=Er(t.b,n.b),o=Er(t.opacity,n.opacity);return function(n){return t.l=e(n),t.a=r(n),t.b=i(n),t.opacity=o(n),t+""}},t.interpolateMagma=Db,t.interpolateNumber=Fr,t.interpolateNumberArray=zr,t.interpolateObject=qr,t.interpolateOrRd=Z_,t.interpolateOranges=Ab,t.interpolatePRGn=N_,t.interpolatePiYG=C_,t.interpolatePlasma=Fb,t.interpolatePuBu=tb,t.interpolatePuBuGn=Q_,t.interpolatePuOr=z_,t.interpolatePuRd=eb,t.interpolatePurples=mb,t.interpolateRainbow=function(t){(t<0||t>1)&&(t-=Math.floor(t));var n=Math.abs(t-.5);return Nb.h=360*t-100,Nb.s=1.5-1.5*n,Nb.l=.8-.9*n,Nb+""},t.interpolateRdBu=D_,t.interpolateRdGy=F_,t.interpolateRdPu=ib,t.interpolateRdYlBu=I_,t.interpolateRdYlGn=O_,t.interpolateReds=wb,t.interpolateRgb=Nr,t.interpolateRgbBasis=Cr,t.interpolateRgbBasisClosed=Pr,t.interpolateRound=Yr,t.interpolateSinebow=function(t){var n;return t=(.5-t)*Math.PI,kb.r=255*(n=Math.sin(t))*n,kb.g=255*(n=Math.sin(t+Cb))*n,kb.b=255*(n=Math.sin(t+Pb))*n,kb+""},t.interpolateSpectral=Y_,t.interpolateString=Or,t.interpolateTransformCss=Vr,t.interpolateTransformSvg=Wr,t.interpolateTurbo=function(t){return t=Math.max(0,Math.min(1,t)),"rgb("+Math.max(0,Math.min(255,Math.round(34.61+t*(1172.33-t*(10793.56-t*(33300.12-t*(38394.49-14825.05*t)))))))+", "+Math.max(0,Math.min(255,Math.round(23.31+t*(557.33+t*(1225.33-t*(3574.96-t*(1073.77+707.56*t)))))))+", "+Math.max(0,Math.min(255,Math.round(27.2+t*(3211.1-t*(15327.97-t*(27814-t*(22569.18-6838.66*t)))))))+")"},t.interpolateViridis=$b,t.interpolateWarm=Sb,t.interpolateYlGn=cb,t.interpolateYlGnBu=ab,t.interpolateYlOrBr=sb,t.interpolateYlOrRd=hb,t.interpolateZoom=Kr,t.interrupt=ao,t.intersection=function(t,...n){t=new InternSet(t),n=n.map(yt);t:for(const e of t)for(const r of n)if(!r.has(e)){t.delete(e);continue t}return t},t.interval=function(t,n,e){var r=new mi,i=n;return null==n?(r.restart(t,n,e),r):(r._restart=r.restart,r.restart=function(t,n,e){n=+n,e=null==e?_i():+e,r._restart(function o(a){a+=i,r._restart(o,i+=n,e),t(a)},n,e)},r.restart(t,n,e),r)},t.isoFormat=wv,t.isoParse=Mv,t.json=function(t,n){return fetch(t,n).then(ec)},t.lab=tr,t.lch=function(t,n,e,r){return 1===arguments.length?ar(t):new cr(e,n,t,null==r?1:r)},t.least=function(t,e=n){let r,i=!1;if(1===e.length){let o;for(const a of t){const t=e(a);(i?n(t,o)<0:0===n(t,t))&&(r=a,o=t,i=!0)}}else for(const n of t)(i?e(n,r)<0:0===e(n,n))&&(r=n,i=!0);return r},t.leastIndex=lt,t.line=fm,t.lineRadial=vm,t.link=Em,t.linkHorizontal=function(){return Em(wm)},t.linkRadial=function(){const t=Em(Am);return t.angle=t.x,delete t.x,t.radius=t.y,delete t.y,t},t.linkVertical=function(){return Em(Mm)},t.local=Gn,t.map=function(t,n){if("function"!=typeof t[Symbol.iterator])throw new TypeError("values is not iterable");if("function"!=typeof n)throw new TypeError("mapper is not a function");return Array.from(t,(e,r)=>n(e,r,t))},t.matcher=Lt,t.max=Q,t.maxIndex=J,t.mean=function(t,n){let e=0,r=0;if(void 0===n)for(let n of t)null!=n&&(n=+n)>=n&&(++e,r+=n);else{let i=-1;for(let o of t)null!=(o=n(o,++i,t))&&(o=+o)>=o&&(++e,r+=o)}if(e)return r/e},t.median=function(t,n){return ot(t,.5,n)},t.medianIndex=function(t,n){return ut(t,.5,n)},t.merge=ct,t.min=tt,t.minIndex=nt,t.mode=function(t,n){const e=new InternMap;if(void 0===n)for(let n of t)null!=n&&n>=n&&e.set(n,(e.get(n)||0)+1);else{let r=-1;for(let i of t)null!=(i=n(i,++r,t))&&i>=i&&e.set(i,(e.get(i)||0)+1)}let r,i=0;for(const[t,n]of e)n>i&&(i=n,r=t);return r},t.namespace=Dt,t.namespaces=$t,t.nice=W,t.now=_i,t.pack=function(){var t=null,n=1,e=1,r=Sd;function i(i){const o=kd();return i.x=n/2,i.y=e/2,t?i.eachBefore(jd(t)).eachAfter(Hd(r,.5,o)).eachBefore(Xd(1)):i.eachBefore(jd(Ld)).eachAfter(Hd(Sd,1,o)).eachAfter(Hd(r,i.r/Math.min(n,e),o)).eachBefore(Xd(Math.min(n,e)/(2*i.r))),i}return i.radius=function(n){return arguments.length?(t=Ad(n),i):t},i.size=function(t){return arguments.length?(n=+t[0],e=+t[1],i):[n,e]},i.padding=function(t){return arguments.length?(r="function"==typeof t?t:Ed(+t),i):r},i},t.packEnclose=function(t){return Cd(t,kd())},t.packSiblings=function(t){return Yd(t,kd()),t},t.pairs=function(t,n=ft){const e=[];let r,i=!1;for(const o of t)i&&e.push(n(r,o)),r=o,i=!0;return e},t.partition=function(){var t=1,n=1,e=0,r=!1;function i(i){var o=i.height+1;return i.x0=i.y0=e,i.x1=t,i.y1=n/o,i.eachBefore(function(t,n){return function(r){r.children&&Vd(r,r.x0,t*(r.depth+1)/n,r.x1,t*(r.depth+2)/n);var i=r.x0,o=r.y0,a=r.x1-e,u=r.y1-e;a<i&&(i=a=(i+a)/2),u<o&&(o=u=(o+u)/2),r.x0=i,r.y0=o,r.x1=a,r.y1=u}}(n,o)),r&&i.eachBefore(Gd),i}return i.round=function(t){return arguments.length?(r=!!t,i):r},i.size=function(e){return arguments.length?(t=+e[0],n=+e[1],i):[t,n]},i.padding=function(t){return arguments.length?(e=+t,i):e},i},t.path=da,t.pathRound=function(t=3){return new ha(+t)},t.permute=F,t.pie=function(){var t=hm,n=lm,e=null,r=qb(0),i=qb(Vb),o=qb(0);function a(a){var u,c,f,s,l,h=(a=im(a)).length,d=0,p=new Array(h),g=new Array(h),y=+r.apply(this,arguments),v=Math.min(Vb,Math.max(-Vb,i.apply(this,arguments)-y)),_=Math.min(Math.abs(v)/h,o.apply(this,arguments)),b=_*(v<0?-1:1);for(u=0;u<h;++u)(l=g[p[u]=u]=+t(a[u],u,a))>0&&(d+=l);for(null!=n?p.sort(function(t,e){return n(g[t],g[e])}):null!=e&&p.sort(function(t,n){return e(a[t],a[n])}),u=0,f=d?(v-h*b)/d:0;u<h;++u,y=s)c=p[u],s=y+((l=g[c])>0?l*f:0)+b,g[c]={data:a[c],index:u,value:l,startAngle:y,endAngle:s,padAngle:_};return g}return a.value=function(n){return arguments.length?(t="function"==typeof n?n:qb(+n),a):t},a.sortValues=function(t){return arguments.length?(n=t,e=null,a):n},a.sort=function(t){return arguments.length?(e=t,n=null,a):e},a.startAngle=function(t){return arguments.length?(r="function"==typeof t?t:qb(+t),a):r},a.endAngle=function(t){return arguments.length?(i="function"==typeof t?t:qb(+t),a):i},a.padAngle=function(t){return arguments.length?(o="function"==typeof t?t:qb(+t),a):o},a},t.piecewise=ui,t.pointRadial=bm,t.pointer=Zn,t.pointers=function(t,n){return t.target&&(t=Wn(t),void 0===n&&(n=t.currentTarget),t=t.touches||[t]),Array.from(t,t=>Zn(t,n))},t.polygonArea=function(t){for(var n,e=-1,r=t.length,i=t[r-1],o=0;++e<r;)n=i,i=t[e],o+=n[1]*i[0]-n[0]*i[1];return o/2},t.polygonCentroid=function(t){for(var n,e,r=-1,i=t.length,o=0,a=0,u=t[i-1],c=0;++r<i;)n=u,u=t[r],c+=e=n[0]*u[1]-u[0]*n[1],o+=(n[0]+u[0])*e,a+=(n[1]+u[1])*e;return[o/(c*=3),a/c]},t.polygonContains=function(t,n){for(var e,r,i=t.length,o=t[i-1],a=n[0],u=n[1],c=o[0],f=o[1],s=!1,l=0;l<i;++l)e=(o=t[l])[0],(r=o[1])>u!=f>u&&a<(c-e)*(u-r)/(f-r)+e&&(s=!s),c=e,f=r;return s},t.polygonHull=function(t){if((e=t.length)<3)return null;var n,e,r=new Array(e),i=new Array(e);for(n=0;n<e;++n)r[n]=[+t[n][0],+t[n][1],n];for(r.sort(pp),n=0;n<e;++n)i[n]=[r[n][0],-r[n][1]];var o=gp(r),a=gp(i),u=a[0]===o[0],c=a[a.length-1]===o[o.length-1],f=[];for(n=o.length-1;n>=0;--n)f.push(t[r[o[n]][2]]);for(n=+u;n<a.length-c;++n)f.push(t[r[a[n]][2]]);return f},t.polygonLength=function(t){for(var n,e,r=-1,i=t.length,o=t[i-1],a=o[0],u=o[1],c=0;++r<i;)n=a,e=u,n-=a=(o=t[r])[0],e-=u=o[1],c+=Math.hypot(n,e);return c},t.precisionFixed=Uc,t.precisionPrefix=Oc,t.precisionRound=Bc,t.quadtree=lc,t.quantile=ot,t.quantileIndex=ut,t.quantileSorted=at,t.quantize=function(t,n){for(var e=new Array(n),r=0;r<n;++r)e[r]=t(r/(n-1));return e},t.quickselect=et,t.radialArea=_m,t.radialLine=vm,t.randomBates=wp,t.randomBernoulli=Tp,t.randomBeta=Np,t.randomBinomial=kp,t.randomCauchy=Pp,t.randomExponential=Mp,t.randomGamma=Ep,t.randomGeometric=Sp,t.randomInt=_p,t.randomIrwinHall=xp,t.randomLcg=function(t=Math.random()){let n=0|(0<=t&&t<1?t/Dp:Math.abs(t));return()=>(n=1664525*n+1013904223|0,Dp*(n>>>0))},t.randomLogNormal=mp,t.randomLogistic=zp,t.randomNormal=bp,t.randomPareto=Ap,t.randomPoisson=$p,t.randomUniform=vp,t.randomWeibull=Cp,t.range=st,t.rank=function(t,e=n){if("function"!=typeof t[Symbol.iterator])throw new TypeError("values is not iterable");let r=Array.from(t);const i=new Float64Array(r.length);2!==e.length&&(r=r.map(e),e=n);const o=(t,n)=>e(r[t],r[n]);let a,u;return(t=Uint32Array.from(r,(t,n)=>n)).sort(e===n?(t,n)=>U(r[t],r[n]):I(o)),t.forEach((t,n)=>{const e=o(t,void 0===a?t:a);e>=0?((void 0===a||e>0)&&(a=t,u=n),i[t]=u):i[t]=NaN}),i},t.reduce=function(t,n,e){if("function"!=typeof n)throw new TypeError("reducer is not a function");const r=t[Symbol.iterator]();let i,o,a=-1;if(arguments.length<3){if(({done:i,value:e}=r.next()),i)return;++a}for(;({done:i,value:o}=r.next()),!i;)e=n(e,o,++a,t);return e},t.reverse=function(t){if("function"!=typeof t[Symbol.iterator])throw new TypeError("values is not iterable");return Array.from(t).reverse()},t.rgb=Pe,t.ribbon=function(){return $a()},t.ribbonArrow=function(){return $a(za)},t.rollup=z,t.rollups=$,t.scaleBand=Nv,t.scaleDiverging=function t(){var n=Ov(s_()(zv));return n.copy=function(){return c_(n,t())},Tv.apply(n,arguments)},t.scaleDivergingLog=function t(){var n=Vv(s_()).domain([.1,1,10]);return n.copy=function(){return c_(n,t()).base(n.base())},Tv.apply(n,arguments)},t.scaleDivergingPow=l_,t.scaleDivergingSqrt=function(){return l_.apply(null,arguments).exponent(.5)},t.scaleDivergingSymlog=function t(){var n=Kv(s_());return n.copy=function(){return c_(n,t()).constant(n.constant())},Tv.apply(n,arguments)},t.scaleIdentity=function t(n){var e;function r(t){return null==t||isNaN(t=+t)?e:t}return r.invert=r,r.domain=r.range=function(t){return arguments.length?(n=Array.from(t,Cv),r):n.slice()},r.unknown=function(t){return arguments.length?(e=t,r):e},r.copy=function(){return t(n).unknown(e)},n=arguments.length?Array.from(n,Cv):[0,1],Ov(r)},t.scaleImplicit=Sv,t.scaleLinear=function t(){var n=Iv();return n.copy=function(){return Fv(n,t())},Av.apply(n,arguments),Ov(n)},t.scaleLog=function t(){const n=Vv(qv()).domain([1,10]);return n.copy=()=>Fv(n,t()).base(n.base()),Av.apply(n,arguments),n},t.scaleOrdinal=Ev,t.scalePoint=function(){return kv(Nv.apply(null,arguments).paddingInner(1))},t.scalePow=e_,t.scaleQuantile=function t(){var e,r=[],i=[],o=[];function a(){var t=0,n=Math.max(1,i.length);for(o=new Array(n-1);++t<n;)o[t-1]=at(r,t/n);return c}function c(t){return null==t||isNaN(t=+t)?e:i[u(o,t)]}return c.invertExtent=function(t){var n=i.indexOf(t);return n<0?[NaN,NaN]:[n>0?o[n-1]:r[0],n<o.length?o[n]:r[r.length-1]]},c.domain=function(t){if(!arguments.length)return r.slice();r=[];for(let n of t)null==n||isNaN(n=+n)||r.push(n);return r.sort(n),a()},c.range=function(t){return arguments.length?(i=Array.from(t),a()):i.slice()},c.unknown=function(t){return arguments.length?(e=t,c):e},c.quantiles=function(){return o.slice()},c.copy=function(){return t().domain(r).range(i).unknown(e)},Av.apply(c,arguments)},t.scaleQuantize=function t(){var n,e=0,r=1,i=1,o=[.5],a=[0,1];function c(t){return null!=t&&t<=t?a[u(o,t,0,i)]:n}function f(){var t=-1;for(o=new Array(i);++t<i;)o[t]=((t+1)*r-(t-i)*e)/(i+1);return c}return c.domain=function(t){return arguments.length?([e,r]=t,e=+e,r=+r,f()):[e,r]},c.range=function(t){return arguments.length?(i=(a=Array.from(t)).length-1,f()):a.slice()},c.invertExtent=function(t){var n=a.indexOf(t);return n<0?[NaN,NaN]:n<1?[e,o[0]]:n>=i?[o[i-1],r]:[o[n-1],o[n]]},c.unknown=function(t){return arguments.length?(n=t,c):c},c.thresholds=function(){return o.slice()},c.copy=function(){return t().domain([e,r]).range(a).unknown(n)},Av.apply(Ov(c),arguments)},t.scaleRadial=function t(){var n,e=Iv(),r=[0,1],i=!1;function o(t){var r=function(t){return Math.sign(t)*Math.sqrt(Math.abs(t))}(e(t));return isNaN(r)?n:i?Math.round(r):r}return o.invert=function(t){return e.invert(r_(t))},o.domain=function(t){return arguments.length?(e.domain(t),o):e.domain()},o.range=function(t){return arguments.length?(e.range((r=Array.from(t,Cv)).map(r_)),o):r.slice()},o.rangeRound=function(t){return o.range(t).round(!0)},o.round=function(t){return arguments.length?(i=!!t,o):i},o.clamp=function(t){return arguments.length?(e.clamp(t),o):e.clamp()},o.unknown=function(t){return arguments.length?(n=t,o):n},o.copy=function(){return t(e.domain(),r).round(i).clamp(e.clamp()).unknown(n)},Av.apply(o,arguments),Ov(o)},t.scaleSequential=function t(){var n=Ov(u_()(zv));return n.copy=function(){return c_(n,t())},Tv.apply(n,arguments)},t.scaleSequentialLog=function t(){var n=Vv(u_()).domain([1,10]);return n.copy=function(){return c_(n,t()).base(n.base())},Tv.apply(n,arguments)},t.scaleSequentialPow=f_,t.scaleSequentialQuantile=function t(){var e=[],r=zv;function i(t){if(null!=t&&!isNaN(t=+t))return r((u(e,t,1)-1)/(e.length-1))}return i.domain=function(t){if(!arguments.length)return e.slice();e=[];for(let n of t)null==n||isNaN(n=+n)||e.push(n);return e.sort(n),i},i.interpolator=function(t){return arguments.length?(r=t,i):r},i.range=function(){return e.map((t,n)=>r(n/(e.length-1)))},i.quantiles=function(t){return Array.from({length:t+1},(n,r)=>ot(e,r/t))},i.copy=function(){return t(r).domain(e)},Tv.apply(i,arguments)},t.scaleSequentialSqrt=function(){return f_.apply(null,arguments).exponent(.5)},t.scaleSequentialSymlog=function t(){var n=Kv(u_());return n.copy=function(){return c_(n,t()).constant(n.constant())},Tv.apply(n,arguments)},t.scaleSqrt=function(){return e_.apply(null,arguments).exponent(.5)},t.scaleSymlog=function t(){var n=Kv(qv());return n.copy=function(){return Fv(n,t()).constant(n.constant())},Av.apply(n,arguments)},t.scaleThreshold=function t(){var n,e=[.5],r=[0,1],i=1;function o(t){return null!=t&&t<=t?r[u(e,t,0,i)]:n}return o.domain=function(t){return arguments.length?(e=Array.from(t),i=Math.min(e.length,r.length-1),o):e.slice()},o.range=function(t){return arguments.length?(r=Array.from(t),i=Math.min(e.length,r.length-1),o):r.slice()},o.invertExtent=function(t){var n=r.indexOf(t);return[e[n-1],e[n]]},o.unknown=function(t){return arguments.length?(n=t,o):n},o.copy=function(){return t().domain(e).range(r).unknown(n)},Av.apply(o,arguments)},t.scaleTime=function(){return Av.apply(a_(Zg,Kg,Lg,Ug,sg,rg,Jp,Wp,Gp,t.timeFormat).domain([new Date(2e3,0,1),new Date(2e3,0,2)]),arguments)},t.scaleUtc=function(){return Av.apply(a_(Vg,Wg,Hg,Bg,Tg,og,ng,Kp,Gp,t.utcFormat).domain([Date.UTC(2e3,0,1),Date.UTC(2e3,0,2)]),arguments)},t.scan=function(t,n){const e=lt(t,n);return e<0?void 0:e},t.schemeAccent=p_,t.schemeBlues=db,t.schemeBrBG=T_,t.schemeBuGn=L_,t.schemeBuPu=H_,t.schemeCategory10=d_,t.schemeDark2=g_,t.schemeGnBu=G_,t.schemeGreens=gb,t.schemeGreys=vb,t.schemeObservable10=y_,t.schemeOrRd=W_,t.schemeOranges=Mb,t.schemePRGn=E_,t.schemePaired=v_,t.schemePastel1=__,t.schemePastel2=b_,t.schemePiYG=k_,t.schemePuBu=J_,t.schemePuBuGn=K_,t.schemePuOr=P_,t.schemePuRd=nb,t.schemePurples=bb,t.schemeRdBu=$_,t.schemeRdGy=R_,t.schemeRdPu=rb,t.schemeRdYlBu=q_,t.schemeRdYlGn=U_,t.schemeReds=xb,t.schemeSet1=m_,t.schemeSet2=x_,t.schemeSet3=w_,t.schemeSpectral=B_,t.schemeTableau10=M_,t.schemeYlGn=ub,t.schemeYlGnBu=ob,t.schemeYlOrBr=fb,t.schemeYlOrRd=lb,t.select=Hn,t.selectAll=function(t){return"string"==typeof t?new Ln([document.querySelectorAll(t)],[document.documentElement]):new Ln([Ot(t)],Yn)},t.selection=jn,t.selector=Ut,t.selectorAll=Yt,t.shuffle=ht,t.shuffler=dt,t.some=function(t,n){if("function"!=typeof n)throw new TypeError("test is not a function");let e=-1;for(const r of t)if(n(r,++e,t))return!0;return!1},t.sort=q,t.stack=function(){var t=qb([]),n=Dx,e=$x,r=Rx;function i(i){var o,a,u=Array.from(t.apply(this,arguments),Fx),c=u.length,f=-1;for(const t of i)for(o=0,++f;o<c;++o)(u[o][f]=[0,+r(t,u[o].key,f,i)]).data=t;for(o=0,a=im(n(u));o<c;++o)u[a[o]].index=o;return e(u,a),u}return i.keys=function(n){return arguments.length?(t="function"==typeof n?n:qb(Array.from(n)),i):t},i.value=function(t){return arguments.length?(r="function"==typeof t?t:qb(+t),i):r},i.order=function(t){return arguments.length?(n=null==t?Dx:"function"==typeof t?t:qb(Array.from(t)),i):n},i.offset=function(t){return arguments.length?(e=null==t?$x:t,i):e},i},t.stackOffsetDiverging=function(t,n){if((u=t.length)>0)for(var e,r,i,o,a,u,c=0,f=t[n[0]].length;c<f;++c)for(o=a=0,e=0;e<u;++e)(i=(r=t[n[e]][c])[1]-r[0])>0?(r[0]=o,r[1]=o+=i):i<0?(r[1]=a,r[0]=a+=i):(r[0]=0,r[1]=i)},t.stackOffsetExpand=function(t,n){if((r=t.length)>0){for(var e,r,i,o=0,a=t[0].length;o<a;++o){for(i=e=0;e<r;++e)i+=t[e][o][1]||0;if(i)for(e=0;e<r;++e)t[e][o][1]/=i}$x(t,n)}},t.stackOffsetNone=$x,t.stackOffsetSilhouette=function(t,n){if((e=t.length)>0){for(var e,r=0,i=t[n[0]],o=i.length;r<o;++r){for(var a=0,u=0;a<e;++a)u+=t[a][r][1]||0;i[r][1]+=i[r][0]=-u/2}$x(t,n)}},t.stackOffsetWiggle=function(t,n){if((i=t.length)>0&&(r=(e=t[n[0]]).length)>0){for(var e,r,i,o=0,a=1;a<r;++a){for(var u=0,c=0,f=0;u<i;++u){for(var s=t[n[u]],l=s[a][1]||0,h=(l-(s[a-1][1]||0))/2,d=0;d<u;++d){var p=t[n[d]];h+=(p[a][1]||0)-(p[a-1][1]||0)}c+=l,f+=h*l}e[a-1][1]+=e[a-1][0]=o,c&&(o-=f/c)}e[a-1][1]+=e[a-1][0]=o,$x(t,n)}},t.stackOrderAppearance=qx,t.stackOrderAscending=Ux,t.stackOrderDescending=function(t){return Ux(t).reverse()},t.stackOrderInsideOut=function(t){var n,e,r=t.length,i=t.map(Ox),o=qx(t),a=0,u=0,c=[],f=[];for(n=0;n<r;++n)e=o[n],a<u?(a+=i[e],c.push(e)):(u+=i[e],f.push(e));return f.reverse().concat(c)},t.stackOrderNone=Dx,t.stackOrderReverse=function(t){return Dx(t).reverse()},t.stratify=function(){var t,n=Qd,e=Jd;function r(r){var i,o,a,u,c,f,s,l,h=Array.from(r),d=n,p=e,g=new Map;if(null!=t){const n=h.map((n,e)=>function(t){t=`${t}`;let n=t.length;np(t,n-1)&&!np(t,n-2)&&(t=t.slice(0,-1));return"/"===t[0]?t:`/${t}`}(t(n,e,r))),e=n.map(tp),i=new Set(n).add("");for(const t of e)i.has(t)||(i.add(t),n.push(t),e.push(tp(t)),h.push(Kd));d=(t,e)=>n[e],p=(t,n)=>e[n]}for(a=0,i=h.length;a<i;++a)o=h[a],f=h[a]=new Md(o),null!=(s=d(o,a,r))&&(s+="")&&(l=f.id=s,g.set(l,g.has(l)?Zd:f)),null!=(s=p(o,a,r))&&(s+="")&&(f.parent=s);for(a=0;a<i;++a)if(s=(f=h[a]).parent){if(!(c=g.get(s)))throw new Error("missing: "+s);if(c===Zd)throw new Error("ambiguous: "+s);c.children?c.children.push(f):c.children=[f],f.parent=c}else{if(u)throw new Error("multiple roots");u=f}if(!u)throw new Error("no root");if(null!=t){for(;u.data===Kd&&1===u.children.length;)u=u.children[0],--i;for(let t=h.length-1;t>=0&&(f=h[t]).data===Kd;--t)f.data=null}if(u.parent=Wd,u.eachBefore(function(t){t.depth=t.parent.depth+1,--i}).eachBefore(wd),u.parent=null,i>0)throw new Error("cycle");return u}return r.id=function(t){return arguments.length?(n=Ad(t),r):n},r.parentId=function(t){return arguments.length?(e=Ad(t),r):e},r.path=function(n){return arguments.length?(t=Ad(n),r):t},r},t.style=dn,t.subset=function(t,n){return vt(n,t)},t.sum=function(t,n){let e=0;if(void 0===n)for(let n of t)(n=+n)&&(e+=n);else{let r=-1;for(let i of t)(i=+n(i,++r,t))&&(e+=i)}return e},t.superset=vt,t.svg=ac,t.symbol=function(t,n){let e=null,r=Zb(i);function i(){let i;if(e||(e=i=r()),t.apply(this,arguments).draw(e,+n.apply(this,arguments)),i)return e=null,i+""||null}return t="function"==typeof t?t:qb(t||Cm),n="function"==typeof n?n:qb(void 0===n?64:+n),i.type=function(n){return arguments.length?(t="function"==typeof n?n:qb(n),i):t},i.size=function(t){return arguments.length?(n="function"==typeof t?t:qb(+t),i):n},i.context=function(t){return arguments.length?(e=null==t?null:t,i):e},i},t.symbolAsterisk=km,t.symbolCircle=Cm,t.symbolCross=Pm,t.symbolDiamond=Dm,t.symbolDiamond2=Rm,t.symbolPlus=Fm,t.symbolSquare=qm,t.symbolSquare2=Im,t.symbolStar=Ym,t.symbolTimes=Qm,t.symbolTriangle=jm,t.symbolTriangle2=Xm,t.symbolWye=Km,t.symbolX=Qm,t.symbols=Jm,t.symbolsFill=Jm,t.symbolsStroke=tx,t.text=Qu,t.thresholdFreedmanDiaconis=function(t,n,e){const r=y(t),i=ot(t,.75)-ot(t,.25);return r&&i?Math.ceil((e-n)/(2*i*Math.pow(r,-1/3))):1},t.thresholdScott=function(t,n,e){const r=y(t),i=x(t);return r&&i?Math.ceil((e-n)*Math.cbrt(r)/(3.49*i)):1},t.thresholdSturges=Z,t.tickFormat=Uv,t.tickIncrement=G,t.tickStep=V,t.ticks=X,t.timeDay=rg,t.timeDays=ig,t.timeFormatDefaultLocale=mv,t.timeFormatLocale=ny,t.timeFriday=gg,t.timeFridays=wg,t.timeHour=Jp,t.timeHours=tg,t.timeInterval=qp,t.timeMillisecond=Ip,t.timeMilliseconds=Up,t.timeMinute=Wp,t.timeMinutes=Zp,t.timeMonday=lg,t.timeMondays=_g,t.timeMonth=Ug,t.timeMonths=Og,t.timeSaturday=yg,t.timeSaturdays=Mg,t.timeSecond=Gp,t.timeSeconds=Vp,t.timeSunday=sg,t.timeSundays=vg,t.timeThursday=pg,t.timeThursdays=xg,t.timeTickInterval=Kg,t.timeTicks=Zg,t.timeTuesday=hg,t.timeTuesdays=bg,t.timeWednesday=dg,t.timeWednesdays=mg,t.timeWeek=sg,t.timeWeeks=vg,t.timeYear=Lg,t.timeYears=jg,t.timeout=Si,t.timer=xi,t.timerFlush=wi,t.transition=No,t.transpose=pt,t.tree=function(){var t=ep,n=1,e=1,r=null;function i(i){var c=function(t){for(var n,e,r,i,o,a=new up(t,0),u=[a];n=u.pop();)if(r=n._.children)for(n.children=new Array(o=r.length),i=o-1;i>=0;--i)u.push(e=n.children[i]=new up(r[i],i)),e.parent=n;return(a.parent=new up(null,0)).children=[a],a}(i);if(c.eachAfter(o),c.parent.m=-c.z,c.eachBefore(a),r)i.eachBefore(u);else{var f=i,s=i,l=i;i.eachBefore(function(t){t.x<f.x&&(f=t),t.x>s.x&&(s=t),t.depth>l.depth&&(l=t)});var h=f===s?1:t(f,s)/2,d=h-f.x,p=n/(s.x+h+d),g=e/(l.depth||1);i.eachBefore(function(t){t.x=(t.x+d)*p,t.y=t.depth*g})}return i}function o(n){var e=n.children,r=n.parent.children,i=n.i?r[n.i-1]:null;if(e){!function(t){for(var n,e=0,r=0,i=t.children,o=i.length;--o>=0;)(n=i[o]).z+=e,n.m+=e,e+=n.s+(r+=n.c)}(n);var o=(e[0].z+e[e.length-1].z)/2;i?(n.z=i.z+t(n._,i._),n.m=n.z-o):n.z=o}else i&&(n.z=i.z+t(n._,i._));n.parent.A=function(n,e,r){if(e){for(var i,o=n,a=n,u=e,c=o.parent.children[0],f=o.m,s=a.m,l=u.m,h=c.m;u=ip(u),o=rp(o),u&&o;)c=rp(c),(a=ip(a)).a=n,(i=u.z+l-o.z-f+t(u._,o._))>0&&(op(ap(u,n,r),n,i),f+=i,s+=i),l+=u.m,f+=o.m,h+=c.m,s+=a.m;u&&!ip(a)&&(a.t=u,a.m+=l-s),o&&!rp(c)&&(c.t=o,c.m+=f-h,r=n)}return r}(n,i,n.parent.A||r[0])}function a(t){t._.x=t.z+t.parent.m,t.m+=t.parent.m}function u(t){t.x*=n,t.y=t.depth*e}return i.separation=function(n){return arguments.length?(t=n,i):t},i.size=function(t){return arguments.length?(r=!1,n=+t[0],e=+t[1],i):r?null:[n,e]},i.nodeSize=function(t){return arguments.length?(r=!0,n=+t[0],e=+t[1],i):r?[n,e]:null},i},t.treemap=function(){var t=lp,n=!1,e=1,r=1,i=[0],o=Sd,a=Sd,u=Sd,c=Sd,f=Sd;function s(t){return t.x0=t.y0=0,t.x1=e,t.y1=r,t.eachBefore(l),i=[0],n&&t.eachBefore(Gd),t}function l(n){var e=i[n.depth],r=n.x0+e,s=n.y0+e,l=n.x1-e,h=n.y1-e;l<r&&(r=l=(r+l)/2),h<s&&(s=h=(s+h)/2),n.x0=r,n.y0=s,n.x1=l,n.y1=h,n.children&&(e=i[n.depth+1]=o(n)/2,r+=f(n)-e,s+=a(n)-e,(l-=u(n)-e)<r&&(r=l=(r+l)/2),(h-=c(n)-e)<s&&(s=h=(s+h)/2),t(n,r,s,l,h))}return s.round=function(t){return arguments.length?(n=!!t,s):n},s.size=function(t){return arguments.length?(e=+t[0],r=+t[1],s):[e,r]},s.tile=function(n){return arguments.length?(t=Td(n),s):t},s.padding=function(t){return arguments.length?s.paddingInner(t).paddingOuter(t):s.paddingInner()},s.paddingInner=function(t){return arguments.length?(o="function"==typeof t?t:Ed(+t),s):o},s.paddingOuter=function(t){return arguments.length?s.paddingTop(t).paddingRight(t).paddingBottom(t).paddingLeft(t):s.paddingTop()},s.paddingTop=function(t){return arguments.length?(a="function"==typeof t?t:Ed(+t),s):a},s.paddingRight=function(t){return arguments.length?(u="function"==typeof t?t:Ed(+t),s):u},s.paddingBottom=function(t){return arguments.length?(c="function"==typeof t?t:Ed(+t),s):c},s.paddingLeft=function(t){return arguments.length?(f="function"==typeof t?t:Ed(+t),s):f},s},t.treemapBinary=function(t,n,e,r,i){var o,a,u=t.children,c=u.length,f=new Array(c+1);for(f[0]=a=o=0;o<c;++o)f[o+1]=a+=u[o].value;!function t(n,e,r,i,o,a,c){if(n>=e-1){var s=u[n];return s.x0=i,s.y0=o,s.x1=a,void(s.y1=c)}var l=f[n],h=r/2+l,d=n+1,p=e-1;for(;d<p;){var g=d+p>>>1;f[g]<h?d=g+1:p=g}h-f[d-1]<f[d]-h&&n+1<d&&--d;var y=f[d]-l,v=r-y;if(a-i>c-o){var _=r?(i*v+a*y)/r:a;t(n,d,y,i,o,_,c),t(d,e,v,_,o,a,c)}else{var b=r?(o*v+c*y)/r:c;t(n,d,y,i,o,a,b),t(d,e,v,i,b,a,c)}}(0,c,t.value,n,e,r,i)},t.treemapDice=Vd,t.treemapResquarify=hp,t.treemapSlice=cp,t.treemapSliceDice=function(t,n,e,r,i){(1&t.depth?cp:Vd)(t,n,e,r,i)},t.treemapSquarify=lp,t.tsv=nc,t.tsvFormat=Lu,t.tsvFormatBody=ju,t.tsvFormatRow=Xu,t.tsvFormatRows=Hu,t.tsvFormatValue=Gu,t.tsvParse=Bu,t.tsvParseRows=Yu,t.union=function(...t){const n=new InternSet;for(const e of t)for(const t of e)n.add(t);return n},t.unixDay=ug,t.unixDays=cg,t.utcDay=og,t.utcDays=ag,t.utcFriday=Cg,t.utcFridays=qg,t.utcHour=ng,t.utcHours=eg,t.utcMillisecond=Ip,t.utcMilliseconds=Up,t.utcMinute=Kp,t.utcMinutes=Qp,t.utcMonday=Sg,t.utcMondays=$g,t.utcMonth=Bg,t.utcMonths=Yg,t.utcSaturday=Pg,t.utcSaturdays=Ig,t.utcSecond=Gp,t.utcSeconds=Vp,t.utcSunday=Tg,t.utcSundays=zg,t.utcThursday=kg,t.utcThursdays=Fg,t.utcTickInterval=Wg,t.utcTicks=Vg,t.utcTuesday=Eg,t.utcTuesdays=Dg,t.utcWednesday=Ng,t.utcWednesdays=Rg,t.utcWeek=Tg,t.utcWeeks=zg,t.utcYear=Hg,t.utcYears=Xg,t.variance=m,t.version="7.9.2",t.window=fn,t.xml=ic,t.zip=function(){return pt(arguments)},t.zoom=function(){var t,n,e,r=Vx,i=Wx,o=Jx,a=Kx,u=Qx,c=[0,1/0],f=[[-1/0,-1/0],[1/0,1/0]],s=250,l=Kr,h=Nt("start","zoom","end"),d=0,p=10;function g(t){t.property("__zoom",Zx).on("wheel.zoom",w,{passive:!1}).on("mousedown.zoom",M).on("dblclick.zoom",A).filter(u).on("touchstart.zoom",T).on("touchmove.zoom",S).on("touchend.zoom touchcancel.zoom",E).style("-webkit-tap-highlight-color","rgba(0,0,0,0)")}function y(t,n){return(n=Math.max(c[0],Math.min(c[1],n)))===t.k?t:new Lx(n,t.x,t.y)}function v(t,n,e){var r=n[0]-e[0]*t.k,i=n[1]-e[1]*t.k;return r===t.x&&i===t.y?t:new Lx(t.k,r,i)}function _(t){return[(+t[0][0]+ +t[1][0])/2,(+t[0][1]+ +t[1][1])/2]}function b(t,n,e,r){t.on("start.zoom",function(){m(this,arguments).event(r).start()}).on("interrupt.zoom end.zoom",function(){m(this,arguments).event(r).end()}).tween("zoom",function(){var t=this,o=arguments,a=m(t,o).event(r),u=i.apply(t,o),c=null==e?_(u):"function"==typeof e?e.apply(t,o):e,f=Math.max(u[1][0]-u[0][0],u[1][1]-u[0][1]),s=t.__zoom,h="function"==typeof n?n.apply(t,o):n,d=l(s.invert(c).concat(f/s.k),h.invert(c).concat(f/h.k));return function(t){if(1===t)t=h;else{var n=d(t),e=f/n[2];t=new Lx(e,c[0]-n[0]*e,c[1]-n[1]*e)}a.zoom(null,t)}})}function m(t,n,e){return!e&&t.__zooming||new x(t,n)}function x(t,n){this.that=t,this.args=n,this.active=0,this.sourceEvent=null,this.extent=i.apply(t,n),this.taps=0}function w(t,...n){if(r.apply(this,arguments)){var e=m(this,n).event(t),i=this.__zoom,u=Math.max(c[0],Math.min(c[1],i.k*Math.pow(2,a.apply(this,arguments)))),s=Zn(t);if(e.wheel)e.mouse[0][0]===s[0]&&e.mouse[0][1]===s[1]||(e.mouse[1]=i.invert(e.mouse[0]=s)),clearTimeout(e.wheel);else{if(i.k===u)return;e.mouse=[s,i.invert(s)],ao(this),e.start()}Gx(t),e.wheel=setTimeout(function(){e.wheel=null,e.end()},150),e.zoom("mouse",o(v(y(i,u),e.mouse[0],e.mouse[1]),e.extent,f))}}function M(t,...n){if(!e&&r.apply(this,arguments)){var i=t.currentTarget,a=m(this,n,!0).event(t),u=Hn(t.view).on("mousemove.zoom",function(t){if(Gx(t),!a.moved){var n=t.clientX-s,e=t.clientY-l;a.moved=n*n+e*e>d}a.event(t).zoom("mouse",o(v(a.that.__zoom,a.mouse[0]=Zn(t,i),a.mouse[1]),a.extent,f))},!0).on("mouseup.zoom",function(t){u.on("mousemove.zoom mouseup.zoom",null),ee(t.view,a.moved),Gx(t),a.event(t).end()},!0),c=Zn(t,i),s=t.clientX,l=t.clientY;ne(t.view),Xx(t),a.mouse=[c,this.__zoom.invert(c)],ao(this),a.start()}}function A(t,...n){if(r.apply(this,arguments)){var e=this.__zoom,a=Zn(t.changedTouches?t.changedTouches[0]:t,this),u=e.invert(a),c=e.k*(t.shiftKey?.5:2),l=o(v(y(e,c),a,u),i.apply(this,n),f);Gx(t),s>0?Hn(this).transition().duration(s).call(b,l,a,t):Hn(this).call(g.transform,l,a,t)}}function T(e,...i){if(r.apply(this,arguments)){var o,a,u,c,f=e.touches,s=f.length,l=m(this,i,e.changedTouches.length===s).event(e);for(Xx(e),a=0;a<s;++a)c=[c=Zn(u=f[a],this),this.__zoom.invert(c),u.identifier],l.touch0?l.touch1||l.touch0[2]===c[2]||(l.touch1=c,l.taps=0):(l.touch0=c,o=!0,l.taps=1+!!t);t&&(t=clearTimeout(t)),o&&(l.taps<2&&(n=c[0],t=setTimeout(function(){t=null},500)),ao(this),l.start())}}function S(t,...n){if(this.__zooming){var e,r,i,a,u=m(this,n).event(t),c=t.changedTouches,s=c.length;for(Gx(t),e=0;e<s;++e)i=Zn(r=c[e],this),u.touch0&&u.touch0[2]===r.identifier?u.touch0[0]=i:u.touch1&&u.touch1[2]===r.identifier&&(u.touch1[0]=i);if(r=u.that.__zoom,u.touch1){var l=u.touch0[0],h=u.touch0[1],d=u.touch1[0],p=u.touch1[1],g=(g=d[0]-l[0])*g+(g=d[1]-l[1])*g,_=(_=p[0]-h[0])*_+(_=p[1]-h[1])*_;r=y(r,Math.sqrt(g/_)),i=[(l[0]+d[0])/2,(l[1]+d[1])/2],a=[(h[0]+p[0])/2,(h[1]+p[1])/2]}else{if(!u.touch0)return;i=u.touch0[0],a=u.touch0[1]}u.zoom("touch",o(v(r,i,a),u.extent,f))}}function E(t,...r){if(this.__zooming){var i,o,a=m(this,r).event(t),u=t.changedTouches,c=u.length;for(Xx(t),e&&clearTimeout(e),e=setTimeout(function(){e=null},500),i=0;i<c;++i)o=u[i],a.touch0&&a.touch0[2]===o.identifier?delete a.touch0:a.touch1&&a.touch1[2]===o.identifier&&delete a.touch1;if(a.touch1&&!a.touch0&&(a.touch0=a.touch1,delete a.touch1),a.touch0)a.touch0[1]=this.__zoom.invert(a.touch0[0]);else if(a.end(),2===a.taps&&(o=Zn(o,this),Math.hypot(n[0]-o[0],n[1]-o[1])<p)){var f=Hn(this).on("dblclick.zoom");f&&f.apply(this,arguments)}}}return g.transform=function(t,n,e,r){var i=t.selection?t.selection():t;i.property("__zoom",Zx),t!==i?b(t,n,e,r):i.interrupt().each(function(){m(this,arguments).event(r).start().zoom(null,"function"==typeof n?n.apply(this,arguments):n).end()})},g.scaleBy=function(t,n,e,r){g.scaleTo(t,function(){return this.__zoom.k*("function"==typeof n?n.apply(this,arguments):n)},e,r)},g.scaleTo=function(t,n,e,r){g.transform(t,function(){var t=i.apply(this,arguments),r=this.__zoom,a=null==e?_(t):"function"==typeof e?e.apply(this,arguments):e,u=r.invert(a),c="function"==typeof n?n.apply(this,arguments):n;return o(v(y(r,c),a,u),t,f)},e,r)},g.translateBy=function(t,n,e,r){g.transform(t,function(){return o(this.__zoom.translate("function"==typeof n?n.apply(this,arguments):n,"function"==typeof e?e.apply(this,arguments):e),i.apply(this,arguments),f)},null,r)},g.translateTo=function(t,n,e,r,a){g.transform(t,function(){var t=i.apply(this,arguments),a=this.__zoom,u=null==r?_(t):"function"==typeof r?r.apply(this,arguments):r;return o(jx.translate(u[0],u[1]).scale(a.k).translate("function"==typeof n?-n.apply(this,arguments):-n,"function"==typeof e?-e.apply(this,arguments):-e),t,f)},r,a)},x.prototype={event:function(t){return t&&(this.sourceEvent=t),this},start:function(){return 1===++this.active&&(this.that.__zooming=this,this.emit("start")),this},zoom:function(t,n){return this.mouse&&"mouse"!==t&&(this.mouse[1]=n.invert(this.mouse[0])),this.touch0&&"touch"!==t&&(this.touch0[1]=n.invert(this.touch0[0])),this.touch1&&"touch"!==t&&(this.touch1[1]=n.invert(this.touch1[0])),this.that.__zoom=n,this.emit("zoom"),this},end:function(){return 0===--this.active&&(delete this.that.__zooming,this.emit("end")),this},emit:function(t){var n=Hn(this.that).datum();h.call(t,this.that,new Yx(t,{sourceEvent:this.sourceEvent,target:g,transform:this.that.__zoom,dispatch:h}),n)}},g.wheelDelta=function(t){return arguments.length?(a="function"==typeof t?t:Bx(+t),g):a},g.filter=function(t){return arguments.length?(r="function"==typeof t?t:Bx(!!t),g):r},g.touchable=function(t){return arguments.length?(u="function"==typeof t?t:Bx(!!t),g):u},g.extent=function(t){return arguments.length?(i="function"==typeof t?t:Bx([[+t[0][0],+t[0][1]],[+t[1][0],+t[1][1]]]),g):i},g.scaleExtent=function(t){return arguments.length?(c[0]=+t[0],c[1]=+t[1],g):[c[0],c[1]]},g.translateExtent=function(t){return arguments.length?(f[0][0]=+t[0][0],f[1][0]=+t[1][0],f[0][1]=+t[0][1],f[1][1]=+t[1][1],g):[[f[0][0],f[0][1]],[f[1][0],f[1][1]]]},g.constrain=function(t){return arguments.length?(o=t,g):o},g.duration=function(t){return arguments.length?(s=+t,g):s},g.interpolate=function(t){return arguments.length?(l=t,g):l},g.on=function(){var t=h.on.apply(h,arguments);return t===h?g:t},g.clickDistance=function(t){return arguments.length?(d=(t=+t)*t,g):Math.sqrt(d)},g.tapDistance=function(t){return arguments.length?(p=+t,g):p},g},t.zoomIdentity=jx,t.zoomTransform=Hx});\n', plot: '// @observablehq/plot v0.6.17 Copyright 2020-2025 Observable, Inc.\n!function(t,e){"object"==typeof exports&&"undefined"!=typeof module?e(exports,require("d3@7.9.0/dist/d3.min.js")):"function"==typeof define&&define.amd?define(["exports","d3@7.9.0/dist/d3.min.js"],e):e((t="undefined"!=typeof globalThis?globalThis:t||self).Plot=t.Plot||{},t.d3)}(this,(function(t,e){"use strict";function n(t){return null!=t&&!Number.isNaN(t)}function r(t,r){return+n(r)-+n(t)||e.ascending(t,r)}function o(t,r){return+n(r)-+n(t)||e.descending(t,r)}function i(t){return null!=t&&""!=`${t}`}function a(t){return isFinite(t)?t:NaN}function l(t){return t>0&&isFinite(t)?t:NaN}function s(t){return t<0&&isFinite(t)?t:NaN}function c(t,e){if(t instanceof Date||(t=new Date(+t)),isNaN(t))return e;const n=t.getUTCHours(),r=t.getUTCMinutes(),o=t.getUTCSeconds(),i=t.getUTCMilliseconds();return`${a=t.getUTCFullYear(),a<0?`-${u(-a,6)}`:a>9999?`+${u(a,6)}`:u(a,4)}-${u(t.getUTCMonth()+1,2)}-${u(t.getUTCDate(),2)}${n||r||o||i?`T${u(n,2)}:${u(r,2)}${o||i?`:${u(o,2)}${i?`.${u(i,3)}`:""}`:""}Z`:""}`;var a}function u(t,e){return`${t}`.padStart(e,"0")}const f=/^(?:[-+]\\d{2})?\\d{4}(?:-\\d{2}(?:-\\d{2})?)?(?:T\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d{3})?)?(?:Z|[-+]\\d{2}:?\\d{2})?)?$/;function h(t,e){return f.test(t+="")?new Date(t):e}function d(t){if(null==t)return;const n=t[0],r=t[t.length-1];return e.descending(n,r)}const p=1e3,m=6e4,y=36e5,g=864e5,v=6048e5,x=2592e6,w=31536e6,b=[["millisecond",1],["2 milliseconds",2],["5 milliseconds",5],["10 milliseconds",10],["20 milliseconds",20],["50 milliseconds",50],["100 milliseconds",100],["200 milliseconds",200],["500 milliseconds",500],["second",p],["5 seconds",5e3],["15 seconds",15e3],["30 seconds",3e4],["minute",m],["5 minutes",3e5],["15 minutes",9e5],["30 minutes",18e5],["hour",y],["3 hours",108e5],["6 hours",216e5],["12 hours",432e5],["day",g],["2 days",1728e5],["week",v],["2 weeks",12096e5],["month",x],["3 months",7776e6],["6 months",15552e6],["year",w],["2 years",63072e6],["5 years",15768e7],["10 years",31536e7],["20 years",63072e7],["50 years",15768e8],["100 years",31536e8]],k=new Map([["second",p],["minute",m],["hour",y],["day",g],["monday",v],["tuesday",v],["wednesday",v],["thursday",v],["friday",v],["saturday",v],["sunday",v],["week",v],["month",x],["year",w]]),$=new Map([["second",e.timeSecond],["minute",e.timeMinute],["hour",e.timeHour],["day",e.timeDay],["monday",e.timeMonday],["tuesday",e.timeTuesday],["wednesday",e.timeWednesday],["thursday",e.timeThursday],["friday",e.timeFriday],["saturday",e.timeSaturday],["sunday",e.timeSunday],["week",e.timeWeek],["month",e.timeMonth],["year",e.timeYear]]),M=new Map([["second",e.utcSecond],["minute",e.utcMinute],["hour",e.utcHour],["day",e.unixDay],["monday",e.utcMonday],["tuesday",e.utcTuesday],["wednesday",e.utcWednesday],["thursday",e.utcThursday],["friday",e.utcFriday],["saturday",e.utcSaturday],["sunday",e.utcSunday],["week",e.utcWeek],["month",e.utcMonth],["year",e.utcYear]]),A=Symbol("intervalDuration"),L=Symbol("intervalType");for(const[t,e]of $)e[A]=k.get(t),e[L]="time";for(const[t,e]of M)e[A]=k.get(t),e[L]="utc";const S=[["year",e.utcYear,"utc"],["month",e.utcMonth,"utc"],["day",e.unixDay,"utc",15552e6],["hour",e.utcHour,"utc",2592e5],["minute",e.utcMinute,"utc",216e5],["second",e.utcSecond,"utc",18e5]],z=[["year",e.timeYear,"time"],["month",e.timeMonth,"time"],["day",e.timeDay,"time",15552e6],["hour",e.timeHour,"time",2592e5],["minute",e.timeMinute,"time",216e5],["second",e.timeSecond,"time",18e5]],O=[S[0],z[0],S[1],z[1],S[2],z[2],...S.slice(3)];function E(t){let e=`${t}`.toLowerCase();e.endsWith("s")&&(e=e.slice(0,-1));let n=1;const r=/^(?:(\\d+)\\s+)/.exec(e);switch(r&&(e=e.slice(r[0].length),n=+r[1]),e){case"quarter":e="month",n*=3;break;case"half":e="month",n*=6}let o=M.get(e);if(!o)throw new Error(`unknown interval: ${t}`);if(n>1&&!o.every)throw new Error(`non-periodic interval: ${e}`);return[e,n]}function R(t){return N(E(t),"time")}function C(t){return N(E(t),"utc")}function N([t,e],n){let r=("time"===n?$:M).get(t);return e>1&&(r=r.every(e),r[A]=k.get(t)*e,r[L]=n),r}function T(t,n){if(!(n>1))return;const r=t[A];if(!b.some((([,t])=>t===r)))return;if(r%g==0&&g<r&&r<x)return;const[o]=b[e.bisector((([,t])=>Math.log(t))).center(b,Math.log(r*n))];return("time"===t[L]?R:C)(o)}function B(t,n,r){const o="time"===n?e.timeFormat:e.utcFormat;if(null==r)return o("year"===t?"%Y":"month"===t?"%Y-%m":"day"===t?"%Y-%m-%d":"hour"===t||"minute"===t?"%Y-%m-%dT%H:%M":"second"===t?"%Y-%m-%dT%H:%M:%S":"%Y-%m-%dT%H:%M:%S.%L");const i=function(t){return"left"===t||"right"===t?(t,e)=>`\\n${t}\\n${e}`:"top"===t?(t,e)=>`${e}\\n${t}`:(t,e)=>`${t}\\n${e}`}(r);switch(t){case"millisecond":return P(o(".%L"),o(":%M:%S"),i);case"second":return P(o(":%S"),o("%-I:%M"),i);case"minute":return P(o("%-I:%M"),o("%p"),i);case"hour":return P(o("%-I %p"),o("%b %-d"),i);case"day":return P(o("%-d"),o("%b"),i);case"month":return P(o("%b"),o("%Y"),i);case"year":return o("%Y")}throw new Error("unable to format time ticks")}function I(t,n,r){const o=e.max(e.pairs(n,((t,e)=>Math.abs(e-t))));if(o<1e3)return B("millisecond","utc",r);for(const[e,i,a,l]of function(t){return"time"===t?z:"utc"===t?S:O}(t)){if(o>l)break;if("hour"===e&&!o)break;if(n.every((t=>i.floor(t)>=t)))return B(e,a,r)}}function P(t,e,n){return(r,o,i)=>{const a=t(r,o),l=e(r,o),s=o-d(i);return o!==s&&void 0!==i[s]&&l===e(i[s],s)?a:n(a,l)}}const W=Object.getPrototypeOf(Uint8Array),j=Object.prototype.toString;function F(t){return t instanceof Array||t instanceof W}function q(t){return t instanceof W&&!function(t){return t instanceof BigInt64Array||t instanceof BigUint64Array}(t)}function D(t){return t?.prototype instanceof W&&!function(t){return t===BigInt64Array||t===BigUint64Array}(t)}const Y=Symbol("reindex");function _(t,e,n){const r=typeof e;return"string"===r?de(t)?H(t.getChild(e),n):G(t,Z(e),n):"function"===r?G(t,e,n):"number"===r||e instanceof Date||"boolean"===r?wt(t,lt(e),n):"function"==typeof e?.transform?X(e.transform(t),n):function(t,e){return null!=t&&e?Tt(t,e):t}(X(e,n),t?.[Y])}function G(t,e,n){return wt(t,D(n)?(t,n)=>ut(e(t,n)):e,n)}function X(t,e){return void 0===e?vt(t):pe(t)?H(t,e):t instanceof e?t:e.from(t,D(e)&&!q(t)?ut:void 0)}function H(t,e){return null==t?t:void 0!==e&&e!==Array||!function(t){return t&&(8===t.typeId||10===t.typeId)&&1===t.unit}(t.type)?X(U(t),e):ft(U(t))}function U(t){return t.nullCount?t.toJSON():t.toArray()}const V=[null],Z=t=>e=>{const n=e[t];return void 0===n&&"Feature"===e.type?e.properties?.[t]:n},J={transform:Nt},Q={transform:t=>t},K=()=>1,tt=()=>!0,et=t=>null==t?t:`${t}`,nt=t=>null==t?t:+t,rt=t=>t?t[0]:void 0,ot=t=>t?t[1]:void 0,at=t=>t?t[2]:void 0,lt=t=>()=>t;function st(t){const n=+`${t}`.slice(1)/100;return(t,r)=>e.quantile(t,n,r)}function ct(t){return q(t)?t:wt(t,ut,Float64Array)}function ut(t){return null==t?NaN:Number(t)}function ft(t){return wt(t,ht)}function ht(t){return t instanceof Date&&!isNaN(t)?t:"string"==typeof t?h(t):null==t||isNaN(t=Number(t))?void 0:new Date(t)}function dt(t,e){return void 0===t&&(t=e),null===t?[void 0,"none"]:ie(t)?[void 0,t]:[t,void 0]}function pt(t,e){return void 0===t&&(t=e),null===t||"number"==typeof t?[void 0,t]:[t,void 0]}function mt(t,e,n){if(null!=t)return yt(t,e,n)}function yt(t,e,n){const r=`${t}`.toLowerCase();if(!n.includes(r))throw new Error(`invalid ${e}: ${t}`);return r}function gt(t){return de(t)?t:vt(t)}function vt(t){if(null==t||F(t))return t;if(pe(t))return H(t);if(xt(t))switch(t.type){case"FeatureCollection":return t.features;case"GeometryCollection":return t.geometries;default:return[t]}return Array.from(t)}function xt(t){switch(t?.type){case"FeatureCollection":case"GeometryCollection":case"Feature":case"LineString":case"MultiLineString":case"MultiPoint":case"MultiPolygon":case"Point":case"Polygon":case"Sphere":return!0;default:return!1}}function wt(t,e,n=Array){return null==t?t:t instanceof n?t.map(e):n.from(t,e)}function bt(t,e=Array){return t instanceof e?t.slice():e.from(t)}function kt({x:t,x1:e,x2:n}){return void 0!==t||void 0!==e||void 0!==n}function $t({y:t,y1:e,y2:n}){return void 0!==t||void 0!==e||void 0!==n}function Mt(t){return kt(t)||$t(t)||void 0!==t.interval}function At(t){return t?.toString===j}function Lt(t){return At(t)&&(void 0!==t.type||void 0!==t.domain)}function St(t){return At(t)&&"function"!=typeof t.transform}function zt(t){return St(t)&&void 0===t.value&&void 0===t.channel}function Ot(t,e,n,r=Q){return void 0===e&&void 0===n?(e=0,n=void 0===t?r:t):void 0===e?e=void 0===t?0:t:void 0===n&&(n=void 0===t?0:t),[e,n]}function Et(t,e){return void 0===t&&void 0===e?[rt,ot]:[t,e]}function Rt({z:t,fill:e,stroke:n}={}){return void 0===t&&([t]=dt(e)),void 0===t&&([t]=dt(n)),t}function Ct(t){return F(t)?t.length:t?.numRows}function Nt(t){const e=Ct(t),n=new Uint32Array(e);for(let t=0;t<e;++t)n[t]=t;return n}function Tt(t,e){return F(t)?wt(e,(e=>t[e]),t.constructor):wt(e,(e=>t.at(e)))}function Bt(t){return 1===t.length?(e,n)=>t(Tt(n,e)):t}function It(t,e,n){return t.subarray?t.subarray(e,n):t.slice(e,n)}function Pt(t){return null!==t&&"object"==typeof t?t.valueOf():t}function Wt(t,e){if(void 0!==e[t])return e[t];switch(t){case"x1":case"x2":t="x";break;case"y1":case"y2":t="y"}return e[t]}function jt(t){let e;return[{transform:()=>e,label:qt(t)},t=>e=t]}function Ft(t){return null==t?[t]:jt(t)}function qt(t,e){return"string"==typeof t?t:t&&void 0!==t.label?t.label:e}function Dt(t,e){return{transform(n){const r=t.transform(n),o=e.transform(n);return Kt(r)||Kt(o)?wt(r,((t,e)=>new Date((+r[e]+ +o[e])/2))):wt(r,((t,e)=>(+r[e]+ +o[e])/2),Float64Array)},label:t.label}}function Yt(t,e){const n=_t(e?.interval,e?.type);return n?wt(t,n):t}function _t(t,e){const r=Gt(t,e);return r&&(t=>n(t)?r.floor(t):t)}function Gt(t,e){if(null!=t){if("number"==typeof t)return Xt(t);if("string"==typeof t)return("time"===e?R:C)(t);if("function"!=typeof t.floor)throw new Error("invalid interval; missing floor method");if("function"!=typeof t.offset)throw new Error("invalid interval; missing offset method");return t}}function Xt(t){0<(t=+t)&&t<1&&Number.isInteger(1/t)&&(t=-1/t);const n=Math.abs(t);return t<0?{floor:t=>Math.floor(t*n)/n,offset:(t,e=1)=>(t*n+Math.floor(e))/n,range:(t,r)=>e.range(Math.ceil(t*n),r*n).map((t=>t/n))}:{floor:t=>Math.floor(t/n)*n,offset:(t,e=1)=>t+n*Math.floor(e),range:(t,r)=>e.range(Math.ceil(t/n),r/n).map((t=>t*n))}}function Ht(t,e){if((t=Gt(t,e))&&"function"!=typeof t.range)throw new Error("invalid interval: missing range method");return t}function Ut(t){return"function"==typeof t?.range}function Vt(t){return void 0===t||St(t)?t:{value:t}}function Zt(t){return t&&"function"==typeof t[Symbol.iterator]}function Jt(t){for(const e of t)if(null!=e)return"object"!=typeof e||e instanceof Date}function Qt(t){for(const e of t){if(null==e)continue;const t=typeof e;return"string"===t||"boolean"===t}}function Kt(t){for(const e of t)if(null!=e)return e instanceof Date}function te(t){for(const e of t)if(null!=e)return"string"==typeof e&&isNaN(e)&&h(e)}function ee(t){for(const e of t)if(null!=e){if("string"!=typeof e)return!1;if(e.trim())return!isNaN(e)}}function ne(t){for(const e of t)if(null!=e)return"number"==typeof e}function re(t,e){let n;for(const r of t)if(null!=r){if(!e(r))return!1;n=!0}return n}const oe=new Set("none,currentcolor,transparent,aliceblue,antiquewhite,aqua,aquamarine,azure,beige,bisque,black,blanchedalmond,blue,blueviolet,brown,burlywood,cadetblue,chartreuse,chocolate,coral,cornflowerblue,cornsilk,crimson,cyan,darkblue,darkcyan,darkgoldenrod,darkgray,darkgreen,darkgrey,darkkhaki,darkmagenta,darkolivegreen,darkorange,darkorchid,darkred,darksalmon,darkseagreen,darkslateblue,darkslategray,darkslategrey,darkturquoise,darkviolet,deeppink,deepskyblue,dimgray,dimgrey,dodgerblue,firebrick,floralwhite,forestgreen,fuchsia,gainsboro,ghostwhite,gold,goldenrod,gray,green,greenyellow,grey,honeydew,hotpink,indianred,indigo,ivory,khaki,lavender,lavenderblush,lawngreen,lemonchiffon,lightblue,lightcoral,lightcyan,lightgoldenrodyellow,lightgray,lightgreen,lightgrey,lightpink,lightsalmon,lightseagreen,lightskyblue,lightslategray,lightslategrey,lightsteelblue,lightyellow,lime,limegreen,linen,magenta,maroon,mediumaquamarine,mediumblue,mediumorchid,mediumpurple,mediumseagreen,mediumslateblue,mediumspringgreen,mediumturquoise,mediumvioletred,midnightblue,mintcream,mistyrose,moccasin,navajowhite,navy,oldlace,olive,olivedrab,orange,orangered,orchid,palegoldenrod,palegreen,paleturquoise,palevioletred,papayawhip,peachpuff,peru,pink,plum,powderblue,purple,rebeccapurple,red,rosybrown,royalblue,saddlebrown,salmon,sandybrown,seagreen,seashell,sienna,silver,skyblue,slateblue,slategray,slategrey,snow,springgreen,steelblue,tan,teal,thistle,tomato,turquoise,violet,wheat,white,whitesmoke,yellow".split(","));function ie(t){return"string"==typeof t&&(t=t.toLowerCase().trim(),/^#[0-9a-f]{3,8}$/.test(t)||/^(?:url|var|rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color|color-mix)\\(.*\\)$/.test(t)||oe.has(t))}function ae(t){return"number"==typeof t&&(0<=t&&t<=1||isNaN(t))}function le(t){return null==t||se(t)}function se(t){return/^\\s*none\\s*$/i.test(t)}function ce(t,e){return mt(t,e,["middle","top-left","top","top-right","right","bottom-right","bottom","bottom-left","left"])}function ue(t="middle"){return ce(t,"frameAnchor")}function fe(t){return Zt(t)?function(t){console.warn("named iterables are deprecated; please use an object instead");const e=new Set;return Object.fromEntries(Array.from(t,(t=>{const{name:n}=t;if(null==n)throw new Error("missing name");const r=`${n}`;if("__proto__"===r)throw new Error(`illegal name: ${r}`);if(e.has(r))throw new Error(`duplicate name: ${r}`);return e.add(r),[n,t]})))}(t):t}function he(t){return!0===t?t="frame":!1===t?t=null:xt(t)||null==t||"sphere"===(t=yt(t,"clip",["frame","sphere"]))&&(t={type:"Sphere"}),t}function de(t){return t&&"function"==typeof t.getChild&&"function"==typeof t.toArray&&t.schema&&Array.isArray(t.schema.fields)}function pe(t){return t&&"function"==typeof t.toArray&&t.type}const me=Symbol("position"),ye=Symbol("color"),ge=Symbol("radius"),ve=Symbol("length"),xe=Symbol("opacity"),we=Symbol("symbol"),be=Symbol("projection"),ke=new Map([["x",me],["y",me],["fx",me],["fy",me],["r",ge],["color",ye],["opacity",xe],["symbol",we],["length",ve],["projection",be]]);const $e=Math.sqrt(3),Me=2/$e,Ae={draw(t,e){const n=Math.sqrt(e/Math.PI),r=n*Me,o=r/2;t.moveTo(0,r),t.lineTo(n,o),t.lineTo(n,-o),t.lineTo(0,-r),t.lineTo(-n,-o),t.lineTo(-n,o),t.closePath()}},Le=new Map([["asterisk",e.symbolAsterisk],["circle",e.symbolCircle],["cross",e.symbolCross],["diamond",e.symbolDiamond],["diamond2",e.symbolDiamond2],["hexagon",Ae],["plus",e.symbolPlus],["square",e.symbolSquare],["square2",e.symbolSquare2],["star",e.symbolStar],["times",e.symbolTimes],["triangle",e.symbolTriangle],["triangle2",e.symbolTriangle2],["wye",e.symbolWye]]);function Se(t){return t&&"function"==typeof t.draw}function ze(t){return!!Se(t)||"string"==typeof t&&Le.has(t.toLowerCase())}function Oe(t){if(null==t||Se(t))return t;const e=Le.get(`${t}`.toLowerCase());if(e)return e;throw new Error(`invalid symbol: ${t}`)}function Ee({filter:t,sort:e,reverse:n,transform:r,initializer:o,...i}={},a){if(void 0===r&&(null!=t&&(r=Be(t)),null==e||zt(e)||(r=Ce(r,We(e))),n&&(r=Ce(r,Ie))),null!=a&&null!=o)throw new Error("transforms cannot be applied after initializers");return{...i,...(null===e||zt(e))&&{sort:e},transform:Ce(r,a)}}function Re({filter:t,sort:e,reverse:n,initializer:r,...o}={},i){return void 0===r&&(null!=t&&(r=Be(t)),null==e||zt(e)||(r=Ne(r,We(e))),n&&(r=Ne(r,Ie))),{...o,...(null===e||zt(e))&&{sort:e},initializer:Ne(r,i)}}function Ce(t,e){return null==t?null===e?void 0:e:null==e?null===t?void 0:t:function(n,r,o){return({data:n,facets:r}=t.call(this,n,r,o)),e.call(this,gt(n),r,o)}}function Ne(t,e){return null==t?null===e?void 0:e:null==e?null===t?void 0:t:function(n,r,o,...i){let a,l,s,c,u,f;return({data:l=n,facets:s=r,channels:a}=t.call(this,n,r,o,...i)),({data:u=l,facets:f=s,channels:c}=e.call(this,l,s,{...o,...a},...i)),{data:u,facets:f,channels:{...a,...c}}}}function Te(t,e){return(null!=t.initializer?Re:Ee)(t,e)}function Be(t){return(e,n)=>{const r=_(e,t);return{data:e,facets:n.map((t=>t.filter((t=>r[t]))))}}}function Ie(t,e){return{data:t,facets:e.map((t=>t.slice().reverse()))}}function Pe(t,{sort:e,...n}={}){return{...(St(t)&&void 0!==t.channel?Re:Te)(n,We(t)),sort:zt(e)?e:null}}function We(t){return("function"==typeof t&&1!==t.length?je:Fe)(t)}function je(t){return(e,n)=>{const r=F(e)?(n,r)=>t(e[n],e[r]):(n,r)=>t(e.get(n),e.get(r));return{data:e,facets:n.map((t=>t.slice().sort(r)))}}}function Fe(t){let e,n;({channel:e,value:t,order:n}={...Vt(t)});const i=e?.startsWith("-");if(i&&(e=e.slice(1)),void 0===n&&(n=i?o:r),"function"!=typeof n)switch(`${n}`.toLowerCase()){case"ascending":n=r;break;case"descending":n=o;break;default:throw new Error(`invalid order: ${n}`)}return(r,o,i)=>{let a;if(void 0===e)a=_(r,t);else{if(void 0===i)throw new Error("channel sort requires an initializer");if(a=i[e],!a)return{};a=a.value}const l=(t,e)=>n(a[t],a[e]);return{data:r,facets:o.map((t=>t.slice().sort(l)))}}}function qe(t,e){return Ge(null,null,t,e)}function De(t={y:"count"},e={}){const{x:n=Q}=e;if(null==n)throw new Error("missing channel: x");return Ge(n,null,t,e)}function Ye(t={x:"count"},e={}){const{y:n=Q}=e;if(null==n)throw new Error("missing channel: y");return Ge(null,n,t,e)}function _e(t={fill:"count"},e={}){let{x:n,y:r}=e;if([n,r]=Et(n,r),null==n)throw new Error("missing channel: x");if(null==r)throw new Error("missing channel: y");return Ge(n,r,t,e)}function Ge(t,e,{data:n=cn,filter:r,sort:o,reverse:i,...a}={},l={}){a=Ke(a,l),n=nn(n,Q),o=null==o?void 0:tn("sort",o,l),r=null==r?void 0:en("filter",r,l);const[s,c]=Ft(t),[u,f]=Ft(e),{z:h,fill:d,stroke:p,x1:m,x2:y,y1:g,y2:v,...x}=l,[w,b]=Ft(h),[k]=dt(d),[$]=dt(p),[M,A]=Ft(k),[L,S]=Ft($);return{..."z"in l&&{z:w||h},..."fill"in l&&{fill:M||d},..."stroke"in l&&{stroke:L||p},...Ee(x,((l,s,u)=>{const d=Yt(_(l,t),u?.x),p=Yt(_(l,e),u?.y),m=_(l,h),y=_(l,k),g=_(l,$),v=on(a,{z:m,fill:y,stroke:g}),x=[],w=[],M=d&&c([]),L=p&&f([]),z=m&&b([]),O=y&&A([]),E=g&&S([]);let R=0;for(const t of a)t.initialize(l);o&&o.initialize(l),r&&r.initialize(l);for(const t of s){const e=[];for(const e of a)e.scope("facet",t);o&&o.scope("facet",t),r&&r.scope("facet",t);for(const[i,s]of Ze(t,v))for(const[t,c]of Ze(s,p))for(const[s,u]of Ze(c,d)){const c={data:l};if(d&&(c.x=s),p&&(c.y=t),v&&(c.z=i),!r||r.reduce(u,c)){e.push(R++),w.push(n.reduceIndex(u,l,c)),d&&M.push(s),p&&L.push(t),m&&z.push(v===m?i:m[u[0]]),y&&O.push(v===y?i:y[u[0]]),g&&E.push(v===g?i:g[u[0]]);for(const t of a)t.reduce(u,c);o&&o.reduce(u,c)}}x.push(e)}return an(x,o,i),{data:w,facets:x}})),...!Xe(a,"x")&&(s?{x:s}:{x1:m,x2:y}),...!Xe(a,"y")&&(u?{y:u}:{y1:g,y2:v}),...Object.fromEntries(a.map((({name:t,output:e})=>[t,e])))}}function Xe(t,...e){for(const{name:n}of t)if(e.includes(n))return!0;return!1}function He(t,e,n=Ue){const r=Object.entries(t);return null!=e.title&&void 0===t.title&&r.push(["title",fn]),null!=e.href&&void 0===t.href&&r.push(["href",un]),r.filter((([,t])=>void 0!==t)).map((([t,r])=>null===r?function(t){return{name:t,initialize(){},scope(){},reduce(){}}}(t):n(t,r,e)))}function Ue(t,e,n,r=Ve){let o;At(e)&&"reduce"in e&&(o=e.scale,e=e.reduce);const i=r(t,e,n),[a,l]=jt(i.label);let s;return{name:t,output:void 0===o?a:{value:a,scale:o},initialize(t){i.initialize(t),s=l([])},scope(t,e){i.scope(t,e)},reduce(t,e){s.push(i.reduce(t,e))}}}function Ve(t,e,n,r=Je){const o=Wt(t,n),i=r(e,o);let a,l;return{label:qt(i===dn?null:o,i.label),initialize(t){a=void 0===o?t:_(t,o),"data"===i.scope&&(l=i.reduceIndex(Nt(t),a))},scope(t,e){i.scope===t&&(l=i.reduceIndex(e,a))},reduce:(t,e)=>null==i.scope?i.reduceIndex(t,a,e):i.reduceIndex(t,a,l,e)}}function Ze(t,n){return n?e.group(t,(t=>n[t])):[[,t]]}function Je(t,n,r=Qe){if(null==t)return r(t);if("function"==typeof t.reduceIndex)return t;if("function"==typeof t.reduce&&At(t))return function(t){return console.warn("deprecated reduce interface; implement reduceIndex instead."),{...t,reduceIndex:t.reduce.bind(t)}}(t);if("function"==typeof t)return o=t,{reduceIndex:(t,e,n)=>o(Tt(e,t),n)};var o;if(/^p\\d{2}$/i.test(t))return ln(st(t));switch(`${t}`.toLowerCase()){case"first":return un;case"last":return hn;case"identity":return cn;case"count":return dn;case"distinct":return pn;case"sum":return null==n?dn:mn;case"proportion":return yn(n,"data");case"proportion-facet":return yn(n,"facet");case"deviation":return ln(e.deviation);case"min":return ln(e.min);case"min-index":return ln(e.minIndex);case"max":return ln(e.max);case"max-index":return ln(e.maxIndex);case"mean":return sn(e.mean);case"median":return sn(e.median);case"variance":return ln(e.variance);case"mode":return ln(e.mode)}return r(t)}function Qe(t){throw new Error(`invalid reduce: ${t}`)}function Ke(t,e){return He(t,e,tn)}function tn(t,e,n){return Ue(t,e,n,en)}function en(t,e,n){return Ve(t,e,n,nn)}function nn(t,e){return Je(t,e,rn)}function rn(t){switch(`${t}`.toLowerCase()){case"x":return gn;case"y":return vn;case"z":return xn}throw new Error(`invalid group reduce: ${t}`)}function on(t,e){for(const n in e){const r=e[n];if(void 0!==r&&!t.some((t=>t.name===n)))return r}}function an(t,e,n){if(e){const n=e.output.transform(),o=(t,e)=>r(n[t],n[e]);t.forEach((t=>t.sort(o)))}n&&t.forEach((t=>t.reverse()))}function ln(t){return{reduceIndex:(e,n)=>t(e,(t=>n[t]))}}function sn(t){return{reduceIndex(e,n){const r=t(e,(t=>n[t]));return Kt(n)?new Date(r):r}}}const cn={reduceIndex:(t,e)=>Tt(e,t)},un={reduceIndex:(t,e)=>e[t[0]]},fn={reduceIndex(t,n){const r=e.sort(e.rollup(t,(t=>t.length),(t=>n[t])),ot),o=r.slice(-5).reverse();if(o.length<r.length){const t=r.slice(0,-4);o[4]=[`\u2026 ${t.length.toLocaleString("en-US")} more`,e.sum(t,ot)]}return o.map((([t,e])=>`${t} (${e.toLocaleString("en-US")})`)).join("\\n")}},hn={reduceIndex:(t,e)=>e[t[t.length-1]]},dn={label:"Frequency",reduceIndex:t=>t.length},pn={label:"Distinct",reduceIndex(t,n){const r=new e.InternSet;for(const e of t)r.add(n[e]);return r.size}},mn=ln(e.sum);function yn(t,n){return null==t?{scope:n,label:"Frequency",reduceIndex:(t,e,n=1)=>t.length/n}:{scope:n,reduceIndex:(t,n,r=1)=>e.sum(t,(t=>n[t]))/r}}const gn={reduceIndex:(t,e,{x:n})=>n},vn={reduceIndex:(t,e,{y:n})=>n},xn={reduceIndex:(t,e,{z:n})=>n};function wn(t,{scale:e,type:n,value:r,filter:o,hint:i,label:a=qt(r)},l){return void 0===i&&"function"==typeof r?.transform&&(i=r.hint),$n(l,{scale:e,type:n,value:_(t,r),label:a,filter:o,hint:i})}function bn(t,e){return Object.fromEntries(Object.entries(t).map((([t,n])=>[t,wn(e,n,t)])))}function kn(t,e){const n=Object.fromEntries(Object.entries(t).map((([t,{scale:n,value:r}])=>{const o=null==n?null:e[n];return[t,null==o?r:wt(r,o)]})));return n.channels=t,n}function $n(t,e){const{scale:n,value:r}=e;if(!0===n||"auto"===n)switch(t){case"fill":case"stroke":case"color":e.scale=!0!==n&&re(r,ie)?null:"color",e.defaultScale="color";break;case"fillOpacity":case"strokeOpacity":case"opacity":e.scale=!0!==n&&re(r,ae)?null:"opacity",e.defaultScale="opacity";break;case"symbol":!0!==n&&re(r,ze)?(e.scale=null,e.value=wt(r,Oe)):e.scale="symbol",e.defaultScale="symbol";break;default:e.scale=ke.has(t)?t:null}else if(!1===n)e.scale=null;else if(null!=n&&!ke.has(n))throw new Error(`unknown scale: ${n}`);return e}function Mn(t,e){for(const n in t){const r=t[n];if(r.scale===e)return r}}function An(t,e){const n=t.original;if(n===t)return e;const r=e.value,o=e.value=[];for(let e=0;e<n.length;++e){const i=r[n[e][0]];for(const n of t[e])o[n]=i}return e}function Ln(t,e,n){const r=Sn(t,e);return wt(Sn(t,n),((t,e)=>Math.abs(t-r[e])),Float64Array)}function Sn(t,e,n){let r=t[e];if(r||void 0===n||(r=t[n]),r)return r.value;throw new Error(`missing channel: ${e}`)}function zn(t){if(null==t||"function"==typeof t)return t;switch(`${t}`.toLowerCase()){case"ascending":return On;case"descending":return En}throw new Error(`invalid order: ${t}`)}function On([t,e],[n,o]){return r(e,o)||r(t,n)}function En([t,e],[n,i]){return o(e,i)||r(t,n)}function Rn(t,e){let n=t[e];if(n){for(;n.source;)n=n.source;return null===n.source?null:n}}const Cn=new Map([["accent",e.schemeAccent],["category10",e.schemeCategory10],["dark2",e.schemeDark2],["observable10",e.schemeObservable10],["paired",e.schemePaired],["pastel1",e.schemePastel1],["pastel2",e.schemePastel2],["set1",e.schemeSet1],["set2",e.schemeSet2],["set3",e.schemeSet3],["tableau10",e.schemeTableau10]]);const Nn=new Map([...Cn,["brbg",Bn(e.schemeBrBG,e.interpolateBrBG)],["prgn",Bn(e.schemePRGn,e.interpolatePRGn)],["piyg",Bn(e.schemePiYG,e.interpolatePiYG)],["puor",Bn(e.schemePuOr,e.interpolatePuOr)],["rdbu",Bn(e.schemeRdBu,e.interpolateRdBu)],["rdgy",Bn(e.schemeRdGy,e.interpolateRdGy)],["rdylbu",Bn(e.schemeRdYlBu,e.interpolateRdYlBu)],["rdylgn",Bn(e.schemeRdYlGn,e.interpolateRdYlGn)],["spectral",Bn(e.schemeSpectral,e.interpolateSpectral)],["burd",In(e.schemeRdBu,e.interpolateRdBu)],["buylrd",In(e.schemeRdYlBu,e.interpolateRdYlBu)],["blues",Tn(e.schemeBlues,e.interpolateBlues)],["greens",Tn(e.schemeGreens,e.interpolateGreens)],["greys",Tn(e.schemeGreys,e.interpolateGreys)],["oranges",Tn(e.schemeOranges,e.interpolateOranges)],["purples",Tn(e.schemePurples,e.interpolatePurples)],["reds",Tn(e.schemeReds,e.interpolateReds)],["turbo",Pn(e.interpolateTurbo)],["viridis",Pn(e.interpolateViridis)],["magma",Pn(e.interpolateMagma)],["inferno",Pn(e.interpolateInferno)],["plasma",Pn(e.interpolatePlasma)],["cividis",Pn(e.interpolateCividis)],["cubehelix",Pn(e.interpolateCubehelixDefault)],["warm",Pn(e.interpolateWarm)],["cool",Pn(e.interpolateCool)],["bugn",Tn(e.schemeBuGn,e.interpolateBuGn)],["bupu",Tn(e.schemeBuPu,e.interpolateBuPu)],["gnbu",Tn(e.schemeGnBu,e.interpolateGnBu)],["orrd",Tn(e.schemeOrRd,e.interpolateOrRd)],["pubu",Tn(e.schemePuBu,e.interpolatePuBu)],["pubugn",Tn(e.schemePuBuGn,e.interpolatePuBuGn)],["purd",Tn(e.schemePuRd,e.interpolatePuRd)],["rdpu",Tn(e.schemeRdPu,e.interpolateRdPu)],["ylgn",Tn(e.schemeYlGn,e.interpolateYlGn)],["ylgnbu",Tn(e.schemeYlGnBu,e.interpolateYlGnBu)],["ylorbr",Tn(e.schemeYlOrBr,e.interpolateYlOrBr)],["ylorrd",Tn(e.schemeYlOrRd,e.interpolateYlOrRd)],["rainbow",Wn(e.interpolateRainbow)],["sinebow",Wn(e.interpolateSinebow)]]);function Tn(t,n){return({length:r})=>1===r?[t[3][1]]:2===r?[t[3][1],t[3][2]]:(r=Math.max(3,Math.floor(r)))>9?e.quantize(n,r):t[r]}function Bn(t,n){return({length:r})=>2===r?[t[3][0],t[3][2]]:(r=Math.max(3,Math.floor(r)))>11?e.quantize(n,r):t[r]}function In(t,n){return({length:r})=>2===r?[t[3][2],t[3][0]]:(r=Math.max(3,Math.floor(r)))>11?e.quantize((t=>n(1-t)),r):t[r].slice().reverse()}function Pn(t){return({length:n})=>e.quantize(t,Math.max(2,Math.floor(n)))}function Wn(t){return({length:n})=>e.quantize(t,Math.floor(n)+1).slice(0,-1)}function jn(t){const e=`${t}`.toLowerCase();if(!Nn.has(e))throw new Error(`unknown ordinal scheme: ${e}`);return Nn.get(e)}function Fn(t,e){const n=jn(t),r="function"==typeof n?n({length:e}):n;return r.length!==e?r.slice(0,e):r}const qn=new Map([["brbg",e.interpolateBrBG],["prgn",e.interpolatePRGn],["piyg",e.interpolatePiYG],["puor",e.interpolatePuOr],["rdbu",e.interpolateRdBu],["rdgy",e.interpolateRdGy],["rdylbu",e.interpolateRdYlBu],["rdylgn",e.interpolateRdYlGn],["spectral",e.interpolateSpectral],["burd",t=>e.interpolateRdBu(1-t)],["buylrd",t=>e.interpolateRdYlBu(1-t)],["blues",e.interpolateBlues],["greens",e.interpolateGreens],["greys",e.interpolateGreys],["purples",e.interpolatePurples],["reds",e.interpolateReds],["oranges",e.interpolateOranges],["turbo",e.interpolateTurbo],["viridis",e.interpolateViridis],["magma",e.interpolateMagma],["inferno",e.interpolateInferno],["plasma",e.interpolatePlasma],["cividis",e.interpolateCividis],["cubehelix",e.interpolateCubehelixDefault],["warm",e.interpolateWarm],["cool",e.interpolateCool],["bugn",e.interpolateBuGn],["bupu",e.interpolateBuPu],["gnbu",e.interpolateGnBu],["orrd",e.interpolateOrRd],["pubugn",e.interpolatePuBuGn],["pubu",e.interpolatePuBu],["purd",e.interpolatePuRd],["rdpu",e.interpolateRdPu],["ylgnbu",e.interpolateYlGnBu],["ylgn",e.interpolateYlGn],["ylorbr",e.interpolateYlOrBr],["ylorrd",e.interpolateYlOrRd],["rainbow",e.interpolateRainbow],["sinebow",e.interpolateSinebow]]);function Dn(t){const e=`${t}`.toLowerCase();if(!qn.has(e))throw new Error(`unknown quantitative scheme: ${e}`);return qn.get(e)}const Yn=new Set(["brbg","prgn","piyg","puor","rdbu","rdgy","rdylbu","rdylgn","spectral","burd","buylrd"]);const _n=t=>e=>t(1-e),Gn=[0,1],Xn=new Map([["number",e.interpolateNumber],["rgb",e.interpolateRgb],["hsl",e.interpolateHsl],["hcl",e.interpolateHcl],["lab",e.interpolateLab]]);function Hn(t){const e=`${t}`.toLowerCase();if(!Xn.has(e))throw new Error(`unknown interpolator: ${e}`);return Xn.get(e)}function Un(t,n,r,{type:o,nice:i,clamp:a,zero:l,domain:s=Kn(t,r),unknown:c,round:u,scheme:f,interval:h,range:p=(ke.get(t)===ge?er(r,s):ke.get(t)===ve?nr(r,s):ke.get(t)===xe?Gn:void 0),interpolate:m=(ke.get(t)===ye?null==f&&void 0!==p?e.interpolateRgb:Dn(void 0!==f?f:"cyclical"===o?"rainbow":"turbo"):u?e.interpolateRound:e.interpolateNumber),reverse:y}){if(s=Vn(s),h=Ht(h,o),"cyclical"!==o&&"sequential"!==o||(o="linear"),"function"!=typeof m&&(m=Hn(m)),y=!!y,void 0!==p){if(s.length!==(p=Vn(p)).length){if(1===m.length)throw new Error("invalid piecewise interpolator");m=e.piecewise(m,p),p=void 0}}if(1===m.length?(y&&(m=_n(m),y=!1),void 0===p&&2===(p=Float64Array.from(s,((t,e)=>e/(s.length-1)))).length&&(p=Gn),n.interpolate((p===Gn?lt:ir)(m))):n.interpolate(m),l){const[t,n]=e.extent(s);if(t>0||n<0){(d(s=bt(s))||1)===Math.sign(t)?s[0]=0:s[s.length-1]=0}}return y&&(s=e.reverse(s)),n.domain(s).unknown(c),i&&(n.nice(function(t,e){return!0===t?void 0:"number"==typeof t?t:function(t,e){if((t=Ht(t,e))&&"function"!=typeof t.ceil)throw new Error("invalid interval: missing ceil method");return t}(t,e)}(i,o)),s=n.domain()),void 0!==p&&n.range(p),a&&n.clamp(a),{type:o,domain:s,range:p,scale:n,interpolate:m,interval:h}}function Vn(t){return(t=vt(t)).length>=2?t:[t[0],t[0]]}function Zn(t,n,{exponent:r=1,...o}){return Un(t,e.scalePow().exponent(r),n,{...o,type:"pow"})}function Jn(t,n,{domain:r=[0],unknown:o,scheme:i="rdylbu",interpolate:a,range:l=(void 0!==a?e.quantize(a,r.length+1):ke.get(t)===ye?Fn(i,r.length+1):void 0),reverse:s}){const c=d(r=vt(r));if(!isNaN(c)&&!function(t,n){for(let r=1,o=t.length,i=t[0];r<o;++r){const o=e.descending(i,i=t[r]);if(0!==o&&o!==n)return!1}return!0}(r,c))throw new Error(`the ${t} scale has a non-monotonic domain`);return s&&(l=e.reverse(l)),{type:"threshold",scale:e.scaleThreshold(c<0?e.reverse(r):r,void 0===l?[]:l).unknown(o),domain:r,range:l}}function Qn(t,n=a){return t.length?[e.min(t,(({value:t})=>void 0===t?t:e.min(t,n))),e.max(t,(({value:t})=>void 0===t?t:e.max(t,n)))]:[0,1]}function Kn(t,e){const n=ke.get(t);return(n===ge||n===xe||n===ve?tr:Qn)(e)}function tr(t){return[0,t.length?e.max(t,(({value:t})=>void 0===t?t:e.max(t,a))):1]}function er(t,n){const r=t.find((({radius:t})=>void 0!==t));if(void 0!==r)return[0,r.radius];const o=e.quantile(t,.5,(({value:t})=>void 0===t?NaN:e.quantile(t,.25,l))),i=n.map((t=>3*Math.sqrt(t/o))),a=30/e.max(i);return a<1?i.map((t=>t*a)):i}function nr(t,n){const r=e.median(t,(({value:t})=>void 0===t?NaN:e.median(t,Math.abs))),o=n.map((t=>12*t/r)),i=60/e.max(o);return i<1?o.map((t=>t*i)):o}function rr(t){for(const{value:e}of t)if(void 0!==e)for(let n of e){if(n>0)return Qn(t,l);if(n<0)return Qn(t,s)}return[1,10]}function or(t){const e=[];for(const{value:n}of t)if(void 0!==n)for(const t of n)e.push(t);return e}function ir(t){return(e,n)=>r=>t(e+r*(n-e))}let ar,lr=0;function sr(t){t!==ar&&(ar=t,console.warn(t),++lr)}function cr(t,n,r,o,{type:i,nice:a,clamp:l,domain:s=Qn(o),unknown:c,pivot:u=0,scheme:f,range:h,symmetric:d=!0,interpolate:p=(ke.get(t)===ye?null==f&&void 0!==h?e.interpolateRgb:Dn(void 0!==f?f:"rdbu"):e.interpolateNumber),reverse:m}){u=+u,s=vt(s);let[y,g]=s;if(s.length>2&&sr(`Warning: the diverging ${t} scale domain contains extra elements.`),e.descending(y,g)<0&&([y,g]=[g,y],m=!m),y=Math.min(y,u),g=Math.max(g,u),"function"!=typeof p&&(p=Hn(p)),void 0!==h&&(p=1===p.length?ir(p)(...h):e.piecewise(p,h)),m&&(p=_n(p)),d){const t=r.apply(u),e=t-r.apply(y),n=r.apply(g)-t;e<n?y=r.invert(t-n):e>n&&(g=r.invert(t+e))}return n.domain([y,u,g]).unknown(c).interpolator(p),l&&n.clamp(l),a&&n.nice(a),{type:i,domain:[y,g],pivot:u,interpolate:p,scale:n}}function ur(t,n,{exponent:r=1,...o}){return cr(t,e.scaleDivergingPow().exponent(r=+r),function(t){return.5===t?pr:{apply:e=>Math.sign(e)*Math.pow(Math.abs(e),t),invert:e=>Math.sign(e)*Math.pow(Math.abs(e),1/t)}}(r),n,{...o,type:"diverging-pow"})}function fr(t,n,{constant:r=1,...o}){return cr(t,e.scaleDivergingSymlog().constant(r=+r),function(t){return{apply:e=>Math.sign(e)*Math.log1p(Math.abs(e/t)),invert:e=>Math.sign(e)*Math.expm1(Math.abs(e))*t}}(r),n,o)}const hr={apply:t=>t,invert:t=>t},dr={apply:Math.log,invert:Math.exp},pr={apply:t=>Math.sign(t)*Math.sqrt(Math.abs(t)),invert:t=>Math.sign(t)*(t*t)};function mr(t,e,n,r){return Un(t,e,n,r)}const yr=Symbol("ordinal");function gr(t,n,r,{type:o,interval:i,domain:a,range:l,reverse:s,hint:c}){return i=Ht(i,o),void 0===a&&(a=wr(r,i,t)),"categorical"!==o&&o!==yr||(o="ordinal"),s&&(a=e.reverse(a)),a=n.domain(a).domain(),void 0!==l&&("function"==typeof l&&(l=l(a)),n.range(l)),{type:o,domain:a,range:l,scale:n,hint:c,interval:i}}function vr(t,n,{type:r,interval:o,domain:i,range:a,scheme:l,unknown:s,...c}){let u;if(o=Ht(o,r),void 0===i&&(i=wr(n,o,t)),ke.get(t)===we)u=function(t){return{fill:br(t,"fill"),stroke:br(t,"stroke")}}(n),a=void 0===a?function(t){return le(t.fill)?e.symbolsStroke:e.symbolsFill}(u):wt(a,Oe);else if(ke.get(t)===ye&&(void 0!==a||"ordinal"!==r&&r!==yr||(a=function(t,e="greys"){const n=new Set,[r,o]=Fn(e,2);for(const e of t)if(null!=e)if(!0===e)n.add(o);else{if(!1!==e)return;n.add(r)}return[...n]}(i,l),void 0!==a&&(l=void 0)),void 0===l&&void 0===a&&(l="ordinal"===r?"turbo":"observable10"),void 0!==l))if(void 0!==a){const t=Dn(l),n=a[0],r=a[1]-a[0];a=({length:o})=>e.quantize((e=>t(n+r*e)),o)}else a=jn(l);if(s===e.scaleImplicit)throw new Error(`implicit unknown on ${t} scale is not supported`);return gr(t,e.scaleOrdinal().unknown(s),n,{...c,type:r,domain:i,range:a,hint:u})}function xr(t,e,n,r){let{round:o}=n;return void 0!==o&&t.round(o=!!o),(t=gr(r,t,e,n)).round=o,t}function wr(t,n,o){const i=new e.InternSet;for(const{value:e,domain:n}of t){if(void 0!==n)return n();if(void 0!==e)for(const t of e)i.add(t)}if(void 0!==n){const[t,r]=e.extent(i).map(n.floor,n);return n.range(t,n.offset(r))}if(i.size>1e4&&ke.get(o)===me)throw new Error(`implicit ordinal domain of ${o} scale has more than 10,000 values`);return e.sort(i,r)}function br(t,e){let n;for(const{hint:r}of t){const t=r?.[e];if(void 0!==t)if(void 0===n)n=t;else if(n!==t)return}return n}function kr(t,{label:e,inset:n=0,insetTop:r=n,insetRight:o=n,insetBottom:i=n,insetLeft:a=n,round:l,nice:s,clamp:c,zero:u,align:f,padding:h,projection:d,facet:{label:p=e}={},...m}={}){const y={};for(const[n,g]of t){const t=m[n],v=Nr(n,g,{round:ke.get(n)===me?l:void 0,nice:s,clamp:c,zero:u,align:f,padding:h,projection:d,...t});if(v){let{label:l=("fx"===n||"fy"===n?p:e),percent:s,transform:c,inset:u,insetTop:f=(void 0!==u?u:"y"===n?r:0),insetRight:h=(void 0!==u?u:"x"===n?o:0),insetBottom:d=(void 0!==u?u:"y"===n?i:0),insetLeft:m=(void 0!==u?u:"x"===n?a:0)}=t||{};if(null==c)c=void 0;else if("function"!=typeof c)throw new Error("invalid scale transform; not a function");v.percent=!!s,v.label=void 0===l?Mr(g,v):l,v.transform=c,"x"===n||"fx"===n?(v.insetLeft=+m,v.insetRight=+h):"y"!==n&&"fy"!==n||(v.insetTop=+f,v.insetBottom=+d),y[n]=v}}return y}function $r(t){const e={},n={scales:e};for(const[r,o]of Object.entries(t)){const{scale:t,type:i,interval:a,label:l}=o;e[r]=Yr(o),n[r]=t,t.type=i,null!=a&&(t.interval=a),null!=l&&(t.label=l)}return n}function Mr(t=[],e){let n;for(const{label:e}of t)if(void 0!==e)if(void 0===n)n=e;else if(n!==e)return;if(void 0!==n)return!Wr(e)&&e.percent&&(n=`${n} (%)`),{inferred:!0,toString:()=>n}}function Ar(t){return Math.sign(d(t.domain()))*Math.sign(d(t.range()))}function Lr(t){const{marginTop:e,marginRight:n,marginBottom:r,marginLeft:o,width:i,height:a,facet:{marginTop:l,marginRight:s,marginBottom:c,marginLeft:u}}=t;return{marginTop:Math.max(e,l),marginRight:Math.max(n,s),marginBottom:Math.max(r,c),marginLeft:Math.max(o,u),width:i,height:a}}function Sr({fx:t,fy:e},n){const{marginTop:r,marginRight:o,marginBottom:i,marginLeft:a,width:l,height:s}=Lr(n);return{marginTop:r,marginRight:o,marginBottom:i,marginLeft:a,width:t?t.scale.bandwidth()+a+o:l,height:e?e.scale.bandwidth()+r+i:s,facet:{width:l,height:s}}}function zr(t,e){if(void 0===t.range){const{insetLeft:n,insetRight:r}=t,{width:o,marginLeft:i=0,marginRight:a=0}=e,l=i+n,s=o-a-r;t.range=[l,Math.max(l,s)],Wr(t)||(t.range=Rr(t)),t.scale.range(t.range)}Er(t)}function Or(t,e){if(void 0===t.range){const{insetTop:n,insetBottom:r}=t,{height:o,marginTop:i=0,marginBottom:a=0}=e,l=i+n,s=o-a-r;t.range=[Math.max(l,s),l],Wr(t)?t.range.reverse():t.range=Rr(t),t.scale.range(t.range)}Er(t)}function Er(t){void 0===t.round&&function({type:t}){return"point"===t||"band"===t}(t)&&function({scale:t}){const e=t.domain().length,[n,r]=t.range(),o=t.paddingInner?t.paddingInner():1,i=t.paddingOuter?t.paddingOuter():t.padding(),a=e-o,l=Math.abs(r-n)/Math.max(1,a+2*i);return(l-Math.floor(l))*a}(t)<=30&&t.scale.round(!0)}function Rr(t){const e=t.scale.domain().length+jr(t);if(!(e>2))return t.range;const[n,r]=t.range;return Array.from({length:e},((t,o)=>n+o/(e-1)*(r-n)))}function Cr(t,e,n){return Nr(t,void 0===n?void 0:[{hint:n}],{...e})}function Nr(t,n=[],r={}){const o=function(t,e,{type:n,domain:r,range:o,scheme:i,pivot:a,projection:l}){if(n=Br(n),"fx"===t||"fy"===t)return"band";"x"!==t&&"y"!==t||null==l||(n=Ir);for(const t of e){const e=Br(t.type);if(void 0!==e)if(void 0===n)n=e;else if(n!==e)throw new Error(`scale incompatible with channel: ${n} !== ${e}`)}if(n===Ir)return;if(void 0!==n)return n;if(void 0===r&&!e.some((({value:t})=>void 0!==t)))return;const s=ke.get(t);if(s===ge)return"sqrt";if(s===xe||s===ve)return"linear";if(s===we)return"ordinal";const c=(r??o)?.length;if(c<2||c>2)return Pr(s);if(void 0!==r){if(Qt(r))return Pr(s);if(Kt(r))return"utc"}else{const t=e.map((({value:t})=>t)).filter((t=>void 0!==t));if(t.some(Qt))return Pr(s);if(t.some(Kt))return"utc"}if(s===ye){if(null!=a||function(t){return null!=t&&Yn.has(`${t}`.toLowerCase())}(i))return"diverging";if(function(t){return null!=t&&Cn.has(`${t}`.toLowerCase())}(i))return"categorical"}return"linear"}(t,n,r);if(void 0===r.type&&void 0===r.domain&&void 0===r.range&&null==r.interval&&"fx"!==t&&"fy"!==t&&Wr({type:o})){const e=n.map((({value:t})=>t)).filter((t=>void 0!==t));e.some(Kt)?sr(`Warning: some data associated with the ${t} scale are dates. Dates are typically associated with a "utc" or "time" scale rather than a "${Tr(o)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can specify the interval of the ${t} scale (e.g., d3.utcDay), or you can suppress this warning by setting the type of the ${t} scale to "${Tr(o)}".`):e.some(te)?sr(`Warning: some data associated with the ${t} scale are strings that appear to be dates (e.g., YYYY-MM-DD). If these strings represent dates, you should parse them to Date objects. Dates are typically associated with a "utc" or "time" scale rather than a "${Tr(o)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can suppress this warning by setting the type of the ${t} scale to "${Tr(o)}".`):e.some(ee)&&sr(`Warning: some data associated with the ${t} scale are strings that appear to be numbers. If these strings represent numbers, you should parse or coerce them to numbers. Numbers are typically associated with a "linear" scale rather than a "${Tr(o)}" scale. If you want to treat this data as ordinal, you can specify the interval of the ${t} scale (e.g., 1 for integers), or you can suppress this warning by setting the type of the ${t} scale to "${Tr(o)}".`)}switch(r.type=o,o){case"diverging":case"diverging-sqrt":case"diverging-pow":case"diverging-log":case"diverging-symlog":case"cyclical":case"sequential":case"linear":case"sqrt":case"threshold":case"quantile":case"pow":case"log":case"symlog":r=qr(n,r,ct);break;case"identity":switch(ke.get(t)){case me:r=qr(n,r,ct);break;case we:r=qr(n,r,Dr)}break;case"utc":case"time":r=qr(n,r,ft)}switch(o){case"diverging":return function(t,n,r){return cr(t,e.scaleDiverging(),hr,n,r)}(t,n,r);case"diverging-sqrt":return function(t,e,n){return ur(t,e,{...n,exponent:.5})}(t,n,r);case"diverging-pow":return ur(t,n,r);case"diverging-log":return function(t,n,{base:r=10,pivot:o=1,domain:i=Qn(n,o<0?s:l),...a}){return cr(t,e.scaleDivergingLog().base(r=+r),dr,n,{domain:i,pivot:o,...a})}(t,n,r);case"diverging-symlog":return fr(t,n,r);case"categorical":case"ordinal":case yr:return vr(t,n,r);case"cyclical":case"sequential":case"linear":return function(t,n,r){return Un(t,e.scaleLinear(),n,r)}(t,n,r);case"sqrt":return function(t,e,n){return Zn(t,e,{...n,exponent:.5})}(t,n,r);case"threshold":return Jn(t,0,r);case"quantile":return function(t,n,{range:r,quantiles:o=(void 0===r?5:(r=[...r]).length),n:i=o,scheme:a="rdylbu",domain:l=or(n),unknown:s,interpolate:c,reverse:u}){return void 0===r&&(r=void 0!==c?e.quantize(c,i):ke.get(t)===ye?Fn(a,i):void 0),l.length>0&&(l=e.scaleQuantile(l,void 0===r?{length:i}:r).quantiles()),Jn(t,0,{domain:l,range:r,reverse:u,unknown:s})}(t,n,r);case"quantize":return function(t,n,{range:r,n:o=(void 0===r?5:(r=[...r]).length),scheme:i="rdylbu",domain:a=Kn(t,n),unknown:l,interpolate:s,reverse:c}){const[u,f]=e.extent(a);let h;return void 0===r?(h=e.ticks(u,f,o),h[0]<=u&&h.splice(0,1),h[h.length-1]>=f&&h.pop(),o=h.length+1,r=void 0!==s?e.quantize(s,o):ke.get(t)===ye?Fn(i,o):void 0):(h=e.quantize(e.interpolateNumber(u,f),o+1).slice(1,-1),u instanceof Date&&(h=h.map((t=>new Date(t))))),d(vt(a))<0&&h.reverse(),Jn(t,0,{domain:h,range:r,reverse:c,unknown:l})}(t,n,r);case"pow":return Zn(t,n,r);case"log":return function(t,n,{base:r=10,domain:o=rr(n),...i}){return Un(t,e.scaleLog().base(r),n,{...i,domain:o})}(t,n,r);case"symlog":return function(t,n,{constant:r=1,...o}){return Un(t,e.scaleSymlog().constant(r),n,o)}(t,n,r);case"utc":return function(t,n,r){return mr(t,e.scaleUtc(),n,r)}(t,n,r);case"time":return function(t,n,r){return mr(t,e.scaleTime(),n,r)}(t,n,r);case"point":return function(t,n,{align:r=.5,padding:o=.5,...i}){return xr(e.scalePoint().align(r).padding(o),n,i,t)}(t,n,r);case"band":return function(t,n,{align:r=.5,padding:o=.1,paddingInner:i=o,paddingOuter:a=("fx"===t||"fy"===t?0:o),...l}){return xr(e.scaleBand().align(r).paddingInner(i).paddingOuter(a),n,l,t)}(t,n,r);case"identity":return function(t){return{type:"identity",scale:(n=ke.get(t),n===me||n===ge||n===ve||n===xe?e.scaleIdentity():t=>t)};var n}(t);case void 0:return;default:throw new Error(`unknown scale type: ${o}`)}}function Tr(t){return"symbol"==typeof t?t.description:t}function Br(t){return"string"==typeof t?`${t}`.toLowerCase():t}const Ir={toString:()=>"projection"};function Pr(t){switch(t){case me:return"point";case ye:return yr;default:return"ordinal"}}function Wr({type:t}){return"ordinal"===t||"point"===t||"band"===t||t===yr}function jr({type:t}){return"threshold"===t}function Fr(t){if(void 0===t)return!0;const e=t.domain(),n=t(e[0]);for(let r=1,o=e.length;r<o;++r)if(t(e[r])-n)return!1;return!0}function qr(t,{domain:e,...n},r){for(const n of t)void 0!==n.value&&(void 0===e&&(e=n.value?.domain),n.value=r(n.value));return{domain:void 0===e?e:r(e),...n}}function Dr(t){return wt(t,Oe)}function Yr({scale:t,type:e,domain:n,range:r,interpolate:o,interval:i,transform:a,percent:l,pivot:s}){if("identity"===e)return{type:"identity",apply:t=>t,invert:t=>t};const c=t.unknown?t.unknown():void 0;return{type:e,domain:bt(n),...void 0!==r&&{range:bt(r)},...void 0!==a&&{transform:a},...l&&{percent:l},...void 0!==c&&{unknown:c},...void 0!==i&&{interval:i},...void 0!==o&&{interpolate:o},...t.clamp&&{clamp:t.clamp()},...void 0!==s&&{pivot:s,symmetric:!1},...t.base&&{base:t.base()},...t.exponent&&{exponent:t.exponent()},...t.constant&&{constant:t.constant()},...t.align&&{align:t.align(),round:t.round()},...t.padding&&(t.paddingInner?{paddingInner:t.paddingInner(),paddingOuter:t.paddingOuter()}:{padding:t.padding()}),...t.bandwidth&&{bandwidth:t.bandwidth(),step:t.step()},apply:e=>t(e),...t.invert&&{invert:e=>t.invert(e)}}}function _r(t,{fx:n,fy:r}){const o=Nt(t),i=n?.value,a=r?.value;return n&&r?e.rollup(o,(t=>(t.fx=i[t[0]],t.fy=a[t[0]],t)),(t=>i[t]),(t=>a[t])):n?e.rollup(o,(t=>(t.fx=i[t[0]],t)),(t=>i[t])):e.rollup(o,(t=>(t.fy=a[t[0]],t)),(t=>a[t]))}function Gr(t){const n=[],r=new Uint32Array(e.sum(t,(t=>t.length)));for(const e of t){let o=0;for(const n of t)e!==n&&(r.set(n,o),o+=n.length);n.push(r.slice(0,o))}return n}const Xr=new Map([["top",Jr],["right",to],["bottom",Qr],["left",Kr],["top-left",eo(Jr,Kr)],["top-right",eo(Jr,to)],["bottom-left",eo(Qr,Kr)],["bottom-right",eo(Qr,to)],["top-empty",function(t,{y:e},{x:n,y:r,empty:o}){if(o)return!1;if(!e)return;const i=Vr(e,r);if(i>0)return Zr(t,n,e[i-1])}],["right-empty",function(t,{x:e},{x:n,y:r,empty:o}){if(o)return!1;if(!e)return;const i=Vr(e,n);if(i<e.length-1)return Zr(t,e[i+1],r)}],["bottom-empty",function(t,{y:e},{x:n,y:r,empty:o}){if(o)return!1;if(!e)return;const i=Vr(e,r);if(i<e.length-1)return Zr(t,n,e[i+1])}],["left-empty",function(t,{x:e},{x:n,y:r,empty:o}){if(o)return!1;if(!e)return;const i=Vr(e,n);if(i>0)return Zr(t,e[i-1],r)}],["empty",function(t,e,{empty:n}){return n}]]);const Hr=new WeakMap;function Ur(t){let n=Hr.get(t);return n||Hr.set(t,n=new e.InternMap(wt(t,((t,e)=>[t,e])))),n}function Vr(t,e){return Ur(t).get(e)}function Zr(t,e,n){return function(t,e,n){return e=Pt(e),n=Pt(n),t.find((t=>Object.is(Pt(t.x),e)&&Object.is(Pt(t.y),n)))}(t,e,n)?.empty}function Jr(t,{y:e},{y:n}){return!e||0===Vr(e,n)}function Qr(t,{y:e},{y:n}){return!e||Vr(e,n)===e.length-1}function Kr(t,{x:e},{x:n}){return!e||0===Vr(e,n)}function to(t,{x:e},{x:n}){return!e||Vr(e,n)===e.length-1}function eo(t,e){return function(){return t.apply(null,arguments)&&e.apply(null,arguments)}}function no(t,{channels:{fx:e,fy:n},groups:r}){return e&&n?t.map((({x:t,y:e})=>r.get(t)?.get(e)??[])):e?t.map((({x:t})=>r.get(t)??[])):t.map((({y:t})=>r.get(t)??[]))}const ro=Math.PI,oo=2*ro,io=.618;function ao({projection:t,inset:n=0,insetTop:r=n,insetRight:o=n,insetBottom:i=n,insetLeft:a=n}={},l){if(null==t)return;if("function"==typeof t.stream)return t;let s,c,u="frame";if(At(t)){let e;if(({type:t,domain:c,inset:e,insetTop:r=(void 0!==e?e:r),insetRight:o=(void 0!==e?e:o),insetBottom:i=(void 0!==e?e:i),insetLeft:a=(void 0!==e?e:a),clip:u=u,...s}=t),null==t)return}"function"!=typeof t&&({type:t}=lo(t));const{width:f,height:h,marginLeft:d,marginRight:p,marginTop:m,marginBottom:y}=l,g=f-d-p-a-o,v=h-m-y-r-i;if(t=t?.({width:g,height:v,clip:u,...s}),null==t)return;u=function(t,n,r,o,i){if(!1===t||null==t||"number"==typeof t)return t=>t;!0===t&&(t="frame");if("frame"===`${t}`.toLowerCase())return e.geoClipRectangle(n,r,o,i);throw new Error(`unknown projection clip type: ${t}`)}(u,d,m,f-p,h-y);let x,w=d+a,b=m+r;if(null!=c){const[[n,r],[o,i]]=e.geoPath(t).bounds(c),a=Math.min(g/(o-n),v/(i-r));a>0?(w-=(a*(n+o)-g)/2,b-=(a*(r+i)-v)/2,x=e.geoTransform({point(t,e){this.stream.point(t*a+w,e*a+b)}})):sr("Warning: the projection could not be fit to the specified domain; using the default scale.")}return x??=0===w&&0===b?uo():e.geoTransform({point(t,e){this.stream.point(t+w,e+b)}}),{stream:e=>t.stream(x.stream(u(e)))}}function lo(t){switch(`${t}`.toLowerCase()){case"albers-usa":return so(e.geoAlbersUsa,.7463,.4673);case"albers":return co(e.geoAlbers,.7463,.4673);case"azimuthal-equal-area":return so(e.geoAzimuthalEqualArea,4,4);case"azimuthal-equidistant":return so(e.geoAzimuthalEquidistant,oo,oo);case"conic-conformal":return co(e.geoConicConformal,oo,oo);case"conic-equal-area":return co(e.geoConicEqualArea,6.1702,2.9781);case"conic-equidistant":return co(e.geoConicEquidistant,7.312,3.6282);case"equal-earth":return so(e.geoEqualEarth,5.4133,2.6347);case"equirectangular":return so(e.geoEquirectangular,oo,ro);case"gnomonic":return so(e.geoGnomonic,3.4641,3.4641);case"identity":return{type:uo};case"reflect-y":return{type:fo};case"mercator":return so(e.geoMercator,oo,oo);case"orthographic":return so(e.geoOrthographic,2,2);case"stereographic":return so(e.geoStereographic,2,2);case"transverse-mercator":return so(e.geoTransverseMercator,oo,oo);default:throw new Error(`unknown projection type: ${t}`)}}function so(t,e,n){return{type:({width:r,height:o,rotate:i,precision:a=.15,clip:l})=>{const s=t();return null!=a&&s.precision?.(a),null!=i&&s.rotate?.(i),"number"==typeof l&&s.clipAngle?.(l),null!=r&&(s.scale(Math.min(r/e,o/n)),s.translate([r/2,o/2])),s},aspectRatio:n/e}}function co(t,e,n){const{type:r,aspectRatio:o}=so(t,e,n);return{type:t=>{const{parallels:e,domain:n,width:o,height:i}=t,a=r(t);return null!=e&&(a.parallels(e),void 0===n&&null!=o&&a.fitSize([o,i],{type:"Sphere"})),a},aspectRatio:o}}const uo=lt({stream:t=>t}),fo=lt(e.geoTransform({point(t,e){this.stream.point(t,-e)}}));function ho(t,e,n,r){const o=n[t],i=n[e],a=o.length,l=n[t]=new Float64Array(a).fill(NaN),s=n[e]=new Float64Array(a).fill(NaN);let c;const u=r.stream({point(t,e){l[c]=t,s[c]=e}});for(c=0;c<a;++c)u.point(o[c],i[c])}function po({projection:t}={}){return null!=t&&("function"==typeof t.stream||(At(t)&&(t=t.type),null!=t))}function mo(t,e,{projection:n}){const{x:r,y:o}=t;let i={};return r&&(i.x=r),o&&(i.y=o),i=kn(i,e),n&&"x"===r?.scale&&"y"===o?.scale&&ho("x","y",i,n),r&&(i.x=ct(i.x)),o&&(i.y=ct(i.y)),i}function yo(t){const n=[],r=[],o={scale:"x",value:n},i={scale:"y",value:r},a={point(t,e){n.push(t),r.push(e)},lineStart(){},lineEnd(){},polygonStart(){},polygonEnd(){},sphere(){}};for(const n of t.value)e.geoStream(n,a);return[o,i]}function go(t={}){const{document:e=("undefined"!=typeof window?window.document:void 0),clip:n}=t;return{document:e,clip:he(n)}}function vo(t,{document:n}){return e.select(e.creator(t).call(n.documentElement))}const xo=Symbol("unset");function wo(t){return(1===t.length?bo:ko)(t)}function bo(t){let e,n=xo;return r=>(Object.is(n,r)||(n=r,e=t(r)),e)}function ko(t){let e,n;return(...r)=>((n?.length!==r.length||n.some(((t,e)=>!Object.is(t,r[e]))))&&(n=r,e=t(...r)),e)}const $o=wo((t=>new Intl.NumberFormat(t))),Mo=wo(((t,e)=>new Intl.DateTimeFormat(t,{timeZone:"UTC",...e&&{month:e}}))),Ao=wo(((t,e)=>new Intl.DateTimeFormat(t,{timeZone:"UTC",...e&&{weekday:e}})));function Lo(t="en-US"){const e=$o(t);return t=>null==t||isNaN(t)?void 0:e.format(t)}function So(t){return c(t,"Invalid Date")}const zo=function(t="en-US"){const e=Lo(t);return t=>(t instanceof Date?So:"number"==typeof t?e:et)(t)}(),Oo=("undefined"!=typeof window?window.devicePixelRatio>1:"undefined"==typeof it)?0:.5;let Eo=0,Ro=0;function Co(){return"plot-clip-"+ ++Eo}function No(t,{title:e,href:n,ariaLabel:r,ariaDescription:o,ariaHidden:i,target:a,fill:l,fillOpacity:s,stroke:c,strokeWidth:u,strokeOpacity:f,strokeLinejoin:h,strokeLinecap:d,strokeMiterlimit:p,strokeDasharray:m,strokeDashoffset:y,opacity:g,mixBlendMode:v,imageFilter:x,paintOrder:w,pointerEvents:b,shapeRendering:k,channels:$},{ariaLabel:M,fill:A="currentColor",fillOpacity:L,stroke:S="none",strokeOpacity:z,strokeWidth:O,strokeLinecap:E,strokeLinejoin:R,strokeMiterlimit:C,paintOrder:N}){null===A&&(l=null,s=null),null===S&&(c=null,f=null),le(A)?le(S)||le(l)&&!$?.fill||(S="none"):!le(S)||le(c)&&!$?.stroke||(A="none");const[T,B]=dt(l,A),[I,P]=pt(s,L),[W,j]=dt(c,S),[F,q]=pt(f,z),[D,Y]=pt(g);se(j)||(void 0===u&&(u=O),void 0===d&&(d=E),void 0===h&&(h=R),void 0!==p||/^\\s*round\\s*$/i.test(h)||(p=C),se(B)||void 0!==w||(w=N));const[_,G]=pt(u);return null!==A&&(t.fill=Vo(B,"currentColor"),t.fillOpacity=Zo(P,1)),null!==S&&(t.stroke=Vo(j,"none"),t.strokeWidth=Zo(G,1),t.strokeOpacity=Zo(q,1),t.strokeLinejoin=Vo(h,"miter"),t.strokeLinecap=Vo(d,"butt"),t.strokeMiterlimit=Zo(p,4),t.strokeDasharray=Vo(m,"none"),t.strokeDashoffset=Vo(y,"0")),t.target=et(a),t.ariaLabel=et(M),t.ariaDescription=et(o),t.ariaHidden=et(i),t.opacity=Zo(Y,1),t.mixBlendMode=Vo(v,"normal"),t.imageFilter=Vo(x,"none"),t.paintOrder=Vo(w,"normal"),t.pointerEvents=Vo(b,"auto"),t.shapeRendering=Vo(k,"auto"),{title:{value:e,optional:!0,filter:null},href:{value:n,optional:!0,filter:null},ariaLabel:{value:r,optional:!0,filter:null},fill:{value:T,scale:"auto",optional:!0},fillOpacity:{value:I,scale:"auto",optional:!0},stroke:{value:W,scale:"auto",optional:!0},strokeOpacity:{value:F,scale:"auto",optional:!0},strokeWidth:{value:_,optional:!0},opacity:{value:D,scale:"auto",optional:!0}}}function To(t,e){e&&t.text((t=>zo(e[t])))}function Bo(t,e){e&&t.text((([t])=>zo(e[t])))}function Io(t,{target:e,tip:n},{ariaLabel:r,title:o,fill:a,fillOpacity:l,stroke:s,strokeOpacity:c,strokeWidth:u,opacity:f,href:h}){r&&Ho(t,"aria-label",(t=>r[t])),a&&Ho(t,"fill",(t=>a[t])),l&&Ho(t,"fill-opacity",(t=>l[t])),s&&Ho(t,"stroke",(t=>s[t])),c&&Ho(t,"stroke-opacity",(t=>c[t])),u&&Ho(t,"stroke-width",(t=>u[t])),f&&Ho(t,"opacity",(t=>f[t])),h&&Xo(t,(t=>h[t]),e),n||function(t,e){e&&t.filter((t=>i(e[t]))).append("title").call(To,e)}(t,o)}function Po(t,{target:e,tip:n},{ariaLabel:r,title:o,fill:a,fillOpacity:l,stroke:s,strokeOpacity:c,strokeWidth:u,opacity:f,href:h}){r&&Ho(t,"aria-label",(([t])=>r[t])),a&&Ho(t,"fill",(([t])=>a[t])),l&&Ho(t,"fill-opacity",(([t])=>l[t])),s&&Ho(t,"stroke",(([t])=>s[t])),c&&Ho(t,"stroke-opacity",(([t])=>c[t])),u&&Ho(t,"stroke-width",(([t])=>u[t])),f&&Ho(t,"opacity",(([t])=>f[t])),h&&Xo(t,(([t])=>h[t]),e),n||function(t,e){e&&t.filter((([t])=>i(e[t]))).append("title").call(Bo,e)}(t,o)}function Wo(t,n,r){const o=e.group(t,(t=>n[t]));return void 0===r&&o.size>1+t.length>>1&&sr("Warning: the implicit z channel has high cardinality. This may occur when the fill or stroke channel is associated with quantitative data rather than ordinal or categorical data. You can suppress this warning by setting the z option explicitly; if this data represents a single series, set z to null."),o.values()}function*jo(t,e,r,o){const{z:i}=r,{z:a}=o,l=function({ariaLabel:t,title:e,fill:n,fillOpacity:r,stroke:o,strokeOpacity:i,strokeWidth:a,opacity:l,href:s},{tip:c}){return[t,c?void 0:e,n,r,o,i,a,l,s].filter((t=>void 0!==t))}(o,r),s=[...e,...l];for(const e of a?Wo(t,a,i):[t]){let t,r;t:for(const o of e){for(const t of s)if(!n(t[o])){r&&r.push(-1);continue t}if(void 0!==t){r.push(o);for(let e=0;e<l.length;++e){if(Pt(l[e][o])!==t[e]){yield r,t=l.map((t=>Pt(t[o]))),r=[o];continue t}}}else r&&(yield r),t=l.map((t=>Pt(t[o]))),r=[o]}r&&(yield r)}}function Fo(t,n,r,o){let i;const{clip:a=o.clip}=n;"frame"===a?(t=vo("svg:g",o).each((function(){this.appendChild(t.node()),t.node=()=>this})),i=qo(o,r)):a&&(i=function(t,n){let r,o;(r=Do.get(n))||Do.set(n,r=new WeakMap);"Sphere"===t.type&&(t=Yo);if(!(o=r.get(t))){const i=Co();e.select(n.ownerSVGElement).append("clipPath").attr("id",i).append("path").attr("d",n.path()(t)),r.set(t,o=`url(#${i})`)}return o}(a,o)),Ho(t,"aria-label",n.ariaLabel),Ho(t,"aria-description",n.ariaDescription),Ho(t,"aria-hidden",n.ariaHidden),Ho(t,"clip-path",i)}const qo=function(t){const n=new WeakMap;return(r,o)=>{let i=n.get(r);if(!i){const a=Co();e.select(r.ownerSVGElement).append("clipPath").attr("id",a).call(t,r,o),n.set(r,i=`url(#${a})`)}return i}}(((t,e,n)=>{const{width:r,height:o,marginLeft:i,marginRight:a,marginTop:l,marginBottom:s}=n;t.append("rect").attr("x",i).attr("y",l).attr("width",r-a-i).attr("height",o-l-s)})),Do=new WeakMap,Yo={type:"Sphere"};function _o(t,e,n,r){Fo(t,e,n,r),Ho(t,"class",e.className),Ho(t,"fill",e.fill),Ho(t,"fill-opacity",e.fillOpacity),Ho(t,"stroke",e.stroke),Ho(t,"stroke-width",e.strokeWidth),Ho(t,"stroke-opacity",e.strokeOpacity),Ho(t,"stroke-linejoin",e.strokeLinejoin),Ho(t,"stroke-linecap",e.strokeLinecap),Ho(t,"stroke-miterlimit",e.strokeMiterlimit),Ho(t,"stroke-dasharray",e.strokeDasharray),Ho(t,"stroke-dashoffset",e.strokeDashoffset),Ho(t,"shape-rendering",e.shapeRendering),Ho(t,"filter",e.imageFilter),Ho(t,"paint-order",e.paintOrder);const{pointerEvents:o=(!1===r.pointerSticky?"none":void 0)}=e;Ho(t,"pointer-events",o)}function Go(t,e){!function(t,e,n){null!=n&&t.style(e,n)}(t,"mix-blend-mode",e.mixBlendMode),Ho(t,"opacity",e.opacity)}function Xo(t,n,r){t.each((function(t){const o=n(t);if(null!=o){const t=this.ownerDocument.createElementNS(e.namespaces.svg,"a");t.setAttribute("fill","inherit"),t.setAttributeNS(e.namespaces.xlink,"href",o),null!=r&&t.setAttribute("target",r),this.parentNode.insertBefore(t,this).appendChild(this)}}))}function Ho(t,e,n){null!=n&&t.attr(e,n)}function Uo(t,e,{x:n,y:r},o=Oo,i=Oo){o+=e.dx,i+=e.dy,n?.bandwidth&&(o+=n.bandwidth()/2),r?.bandwidth&&(i+=r.bandwidth()/2),(o||i)&&t.attr("transform",`translate(${o},${i})`)}function Vo(t,e){if((t=et(t))!==e)return t}function Zo(t,e){if((t=nt(t))!==e)return t}const Jo=/^-?([_a-z]|[\\240-\\377]|\\\\[0-9a-f]{1,6}(\\r\\n|[ \\t\\r\\n\\f])?|\\\\[^\\r\\n\\f0-9a-f])([_a-z0-9-]|[\\240-\\377]|\\\\[0-9a-f]{1,6}(\\r\\n|[ \\t\\r\\n\\f])?|\\\\[^\\r\\n\\f0-9a-f])*$/i;function Qo(t){if(void 0===t)return"plot-d6a7b5";if(t=`${t}`,!Jo.test(t))throw new Error(`invalid class name: ${t}`);return t}function Ko(t,e){if("string"==typeof e)t.property("style",e);else if(null!=e)for(const n of t)Object.assign(n.style,e)}function ti({frameAnchor:t},{width:e,height:n,marginTop:r,marginRight:o,marginBottom:i,marginLeft:a}){return[/left$/.test(t)?a:/right$/.test(t)?e-o:(a+e-o)/2,/^top/.test(t)?r:/^bottom/.test(t)?n-i:(r+n-i)/2]}class ei{constructor(t,e={},n={},r){const{facet:o="auto",facetAnchor:i,fx:a,fy:l,sort:s,dx:c=0,dy:u=0,margin:f=0,marginTop:h=f,marginRight:d=f,marginBottom:p=f,marginLeft:m=f,className:y,clip:g=r?.clip,channels:v,tip:x,render:w}=n;if(this.data=t,this.sort=zt(s)?s:null,this.initializer=Re(n).initializer,this.transform=this.initializer?n.transform:Ee(n).transform,null===o||!1===o?this.facet=null:(this.facet=yt(!0===o?"include":o,"facet",["auto","include","exclude","super"]),this.fx=t===V&&"string"==typeof a?[a]:a,this.fy=t===V&&"string"==typeof l?[l]:l),this.facetAnchor=function(t){if(null==t)return null;const e=Xr.get(`${t}`.toLowerCase());if(e)return e;throw new Error(`invalid facet anchor: ${t}`)}(i),e=fe(e),void 0!==v&&(e={...oi(v),...e}),void 0!==r&&(e={...No(this,n,r),...e}),this.channels=Object.fromEntries(Object.entries(e).map((([e,n])=>{if(St(n.value)){const{value:t,label:e=n.label,scale:r=n.scale}=n.value;n={...n,label:e,scale:r,value:t}}if(t===V&&"string"==typeof n.value){const{value:t}=n;n={...n,value:[t]}}return[e,n]})).filter((([t,{value:e,optional:n}])=>{if(null!=e)return!0;if(n)return!1;throw new Error(`missing channel value: ${t}`)}))),this.dx=+c,this.dy=+u,this.marginTop=+h,this.marginRight=+d,this.marginBottom=+p,this.marginLeft=+m,this.clip=he(g),this.tip=function(t){return!0===t?"xy":!1===t||null==t?null:"string"==typeof t?yt(t,"tip",["x","y","xy"]):t}(x),this.className=et(y),"super"===this.facet){if(a||l)throw new Error("super-faceting cannot use fx or fy");for(const t in this.channels){const{scale:n}=e[t];if("x"===n||"y"===n)throw new Error("super-faceting cannot use x or y")}}null!=w&&(this.render=ri(w,this.render))}initialize(t,n,r){let o=gt(this.data);void 0===t&&null!=o&&(t=[Nt(o)]);const i=t;null!=this.transform&&(({facets:t,data:o}=this.transform(o,t,r)),o=gt(o)),void 0!==t&&(t.original=i);const a=bn(this.channels,o);return null!=this.sort&&function(t,n,r,o,i){const{order:a,reverse:l,reduce:s=!0,limit:c}=i;for(const u in i){if(!ke.has(u))continue;let{value:f,order:h=a,reverse:d=l,reduce:p=s,limit:m=c}=Vt(i[u]);const y=f?.startsWith("-");if(y&&(f=f.slice(1)),h=void 0===h?y!==("width"===f||"height"===f)?En:On:zn(h),null==p||!1===p)continue;const g="fx"===u||"fy"===u?An(n,o[u]):Mn(r,u);if(!g)throw new Error(`missing channel for scale: ${u}`);const v=g.value,[x=0,w=1/0]=Zt(m)?m:m<0?[m]:[0,m];if(null==f)g.domain=()=>{let t=Array.from(new e.InternSet(v));return d&&(t=t.reverse()),0===x&&w===1/0||(t=t.slice(x,w)),t};else{const n="data"===f?t:"height"===f?Ln(r,"y1","y2"):"width"===f?Ln(r,"x1","x2"):Sn(r,f,"y"===f?"y2":"x"===f?"x2":void 0),o=Je(!0===p?"max":p,n);g.domain=()=>{let t=e.rollups(Nt(v),(t=>o.reduceIndex(t,n)),(t=>v[t]));return h&&t.sort(h),d&&t.reverse(),0===x&&w===1/0||(t=t.slice(x,w)),t.map(rt)}}}}(o,t,a,n,this.sort),{data:o,facets:t,channels:a}}filter(t,e,r){for(const o in e){const{filter:i=n}=e[o];if(null!==i){const e=r[o];t=t.filter((t=>i(e[t])))}}return t}project(t,e,n){for(const r in t)if("x"===t[r].scale&&/^x|x$/.test(r)){const o=r.replace(/^x|x$/,"y");o in t&&"y"===t[o].scale&&ho(r,o,e,n.projection)}}scale(t,e,n){const r=kn(t,e);return n.projection&&this.project(t,r,n),r}}function ni(...t){return t.plot=ei.prototype.plot,t}function ri(t,e){if(null==t)return null===e?void 0:e;if(null==e)return null===t?void 0:t;if("function"!=typeof t)throw new TypeError(`invalid render transform: ${t}`);if("function"!=typeof e)throw new TypeError(`invalid render transform: ${e}`);return function(n,r,o,i,a,l){return t.call(this,n,r,o,i,a,((t,n,r,o,i)=>e.call(this,t,n,r,o,i,l)))}}function oi(t){return Object.fromEntries(Object.entries(fe(t)).map((([t,e])=>(void 0===(e="string"==typeof e?{value:e,label:t}:Vt(e)).filter&&null==e.scale&&(e={...e,filter:null}),[t,e]))))}function ii(t,e){return!0===t?.tip?{...t,tip:e}:At(t?.tip)&&void 0===t.tip.pointer?{...t,tip:{...t.tip,pointer:e}}:t}function ai({x:t,y:n,fy:r,fx:o},{projection:i,aspectRatio:a},{width:l,marginTopDefault:s,marginRightDefault:c,marginBottomDefault:u,marginLeftDefault:f}){const h=r&&r.scale.domain().length||1,d=function(t){if("function"==typeof t?.stream)return io;if(At(t)){let n,r;if(({domain:n,type:t,...r}=t),null!=n&&null!=t){const o="string"==typeof t?lo(t).type:t,[[i,a],[l,s]]=e.geoPath(o({...r,width:100,height:100})).bounds(n),c=(s-a)/(l-i);return c&&isFinite(c)?c<.2?.2:c>5?5:c:io}}if(null!=t){if("function"!=typeof t){const{aspectRatio:e}=lo(t);if(e)return e}return io}}(i);if(d){const t=(1.1*h-.1)/(1.1*(o?o.scale.domain().length:1)-.1)*d,e=Math.max(.1,Math.min(10,t));return Math.round((l-f-c)*e+s+u)}const p=n?Wr(n)?n.scale.domain().length||1:Math.max(7,17/h):1;if(null!=a){if(a=+a,!(isFinite(a)&&a>0))throw new Error(`invalid aspectRatio: ${a}`);const e=li("y",n)/(li("x",t)*a),i=o?o.scale.bandwidth():1,h=r?r.scale.bandwidth():1;return(e*(i*(l-f-c)-t.insetLeft-t.insetRight)+n.insetTop+n.insetBottom)/h+s+u}return!(!n&&!r)*Math.max(1,Math.min(60,p*h))*20+30*!!o+60}function li(t,n){if(!n)throw new Error(`aspectRatio requires ${t} scale`);const{type:r,domain:o}=n;let i;switch(r){case"linear":case"utc":case"time":i=Number;break;case"pow":{const t=n.scale.exponent();i=e=>Math.pow(e,t);break}case"log":i=Math.log;break;case"point":case"band":return o.length;default:throw new Error(`unsupported ${t} scale for aspectRatio: ${r}`)}const[a,l]=e.extent(o);return Math.abs(i(l)-i(a))}const si=new WeakMap;function ci(t,n,{x:r,y:o,px:i,py:a,maxRadius:l=40,channels:s,render:c,...u}={}){return l=+l,null!=i&&(r??=null,s={...s,px:{value:i,scale:"x"}}),null!=a&&(o??=null,s={...s,py:{value:a,scale:"y"}}),{x:r,y:o,channels:s,...u,render:ri((function(r,o,i,a,s,c){const u=(s={...s,pointerSticky:!1}).ownerSVGElement,{data:f}=s.getMarkState(this);let h=si.get(u);h||si.set(u,h={sticky:!1,roots:[],renders:[]});let d=h.renders.push(N)-1;const{x:p,y:m,fx:y,fy:g}=o;let v=y?y(r.fx)-a.marginLeft:0,x=g?g(r.fy)-a.marginTop:0;p?.bandwidth&&(v+=p.bandwidth()/2),m?.bandwidth&&(x+=m.bandwidth()/2);const w=null!=r.fi;let b;if(w){let t=h.facetStates;t||(h.facetStates=t=new Map),b=t.get(this),b||t.set(this,b=new Map)}const[k,$]=ti(this,a),{px:M,py:A}=i,L=M?t=>M[t]:di(i,k),S=A?t=>A[t]:pi(i,$);let z,O,E,R;function C(t,e){if(w){if(R&&(R=cancelAnimationFrame(R)),null!=t)return b.set(r.fi,e),void(R=requestAnimationFrame((()=>{R=null;for(const[n,o]of b)if(o<e||o===e&&n<r.fi){t=null;break}N(t)})));b.delete(r.fi)}N(t)}function N(t){if(z===t&&E===h.sticky)return;z=t,E=s.pointerSticky=h.sticky;const e=null==z?[]:[z];w&&(e.fx=r.fx,e.fy=r.fy,e.fi=r.fi);const n=c(e,o,i,a,s);if(O){if(w){const t=O.parentNode,e=O.getAttribute("transform"),r=n.getAttribute("transform");e?n.setAttribute("transform",e):n.removeAttribute("transform"),r?t.setAttribute("transform",r):t.removeAttribute("transform"),n.removeAttribute("aria-label"),n.removeAttribute("aria-description"),n.removeAttribute("aria-hidden")}O.replaceWith(n)}if(h.roots[d]=O=n,!(null==z&&b?.size>1)){const t=null==z?null:F(f)?f[z]:f.get(z);s.dispatchValue(t)}return n}function T(o){if(h.sticky||"mouse"===o.pointerType&&1===o.buttons)return;let[i,s]=e.pointer(o);i-=v,s-=x;const c=i<a.marginLeft||i>a.width-a.marginRight?1:t,u=s<a.marginTop||s>a.height-a.marginBottom?1:n;let f=null,d=l*l;for(const t of r){const e=c*(L(t)-i),n=u*(S(t)-s),r=e*e+n*n;r<=d&&(f=t,d=r)}if(null!=f&&(1!==t||1!==n)){const t=L(f)-i,e=S(f)-s;d=t*t+e*e}C(f,d)}return u.addEventListener("pointerenter",T),u.addEventListener("pointermove",T),u.addEventListener("pointerdown",(function(t){"mouse"===t.pointerType&&null!=z&&(h.sticky&&h.roots.some((e=>e?.contains(t.target)))||(h.sticky?(h.sticky=!1,h.renders.forEach((t=>t(null)))):(h.sticky=!0,N(z)),t.stopImmediatePropagation()))})),u.addEventListener("pointerleave",(function(t){"mouse"===t.pointerType&&(h.sticky||C(null))})),N(null)}),c)}}function ui(t){return ci(1,1,t)}function fi(t){return ci(1,.01,t)}function hi(t){return ci(.01,1,t)}function di({x1:t,x2:e,x:n=t},r){return t&&e?n=>(t[n]+e[n])/2:n?t=>n[t]:()=>r}function pi({y1:t,y2:e,y:n=t},r){return t&&e?n=>(t[n]+e[n])/2:n?t=>n[t]:()=>r}function mi(t){return Wr(t)&&void 0===t.interval?void 0:"tabular-nums"}const yi=Math.PI/180;function gi(t,{marker:e,markerStart:n=e,markerMid:r=e,markerEnd:o=e}={}){t.markerStart=vi(n),t.markerMid=vi(r),t.markerEnd=vi(o)}function vi(t){if(null==t||!1===t)return null;if(!0===t)return bi;if("function"==typeof t)return t;switch(`${t}`.toLowerCase()){case"none":return null;case"arrow":return xi("auto");case"arrow-reverse":return xi("auto-start-reverse");case"dot":return wi;case"circle":case"circle-fill":return bi;case"circle-stroke":return ki;case"tick":return $i("auto");case"tick-x":return $i(90);case"tick-y":return $i(0)}throw new Error(`invalid marker: ${t}`)}function xi(t){return(e,n)=>vo("svg:marker",n).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("orient",t).attr("fill","none").attr("stroke",e).attr("stroke-width",1.5).attr("stroke-linecap","round").attr("stroke-linejoin","round").call((t=>t.append("path").attr("d","M-1.5,-3l3,3l-3,3"))).node()}function wi(t,e){return vo("svg:marker",e).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",t).attr("stroke","none").call((t=>t.append("circle").attr("r",2.5))).node()}function bi(t,e){return vo("svg:marker",e).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",t).attr("stroke","var(--plot-background)").attr("stroke-width",1.5).call((t=>t.append("circle").attr("r",3))).node()}function ki(t,e){return vo("svg:marker",e).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill","var(--plot-background)").attr("stroke",t).attr("stroke-width",1.5).call((t=>t.append("circle").attr("r",3))).node()}function $i(t){return(e,n)=>vo("svg:marker",n).attr("viewBox","-3 -3 6 6").attr("markerWidth",6).attr("markerHeight",6).attr("orient",t).attr("stroke",e).call((t=>t.append("path").attr("d","M0,-3v6"))).node()}let Mi=0;function Ai(t,e,{stroke:n},r){return Oi(t,e,n&&(t=>n[t]),null,r)}function Li(t,e,{stroke:n,z:r},o){return Oi(t,e,n&&(([t])=>n[t]),r,o)}const Si=1,zi=2;function Oi(t,{markerStart:e,markerMid:n,markerEnd:r,stroke:o},i=()=>o,a,l){if(!e&&!n&&!r)return;const s=new Map,c=a&&function(t,e){const n=new Uint8Array(e.length),r=t.data().filter((t=>t.length>1)),o=r.length;for(let t=0,i=xo;t<o;++t){const o=r[t];if(o.length>1){const t=o[0];i!==(i=Pt(e[t]))&&(n[t]|=Si)}}for(let t=o-1,i=xo;t>=0;--t){const o=r[t];if(o.length>1){const t=o[0];i!==(i=Pt(e[t]))&&(n[t]|=zi)}}return([t])=>n[t]}(t,a);function u(t,e,n){return function(r){if(n&&!n(r))return;const o=i(r);let a=s.get(e);a||s.set(e,a=new Map);let c=a.get(o);if(!c){const t=this.parentNode.insertBefore(e(o,l),this),n="plot-marker-"+ ++Mi;t.setAttribute("id",n),a.set(o,c=`url(#${n})`)}this.setAttribute(t,c)}}e&&t.each(u("marker-start",e,c&&(t=>c(t)&Si))),n&&c&&t.each(u("marker-start",n,(t=>!(c(t)&Si)))),n&&t.each(u("marker-mid",n)),r&&t.each(u("marker-end",r,c&&(t=>c(t)&zi)))}function Ei({inset:t,insetLeft:e,insetRight:n,...r}={}){return[e,n]=Ci(t,e,n),{inset:t,insetLeft:e,insetRight:n,...r}}function Ri({inset:t,insetTop:e,insetBottom:n,...r}={}){return[e,n]=Ci(t,e,n),{inset:t,insetTop:e,insetBottom:n,...r}}function Ci(t,e,n){return void 0===t&&void 0===e&&void 0===n?Oo?[1,0]:[.5,.5]:[e,n]}function Ni(t,{interval:e}){return(t={...Vt(t)}).interval=Gt(void 0===t.interval?e:t.interval),t}function Ti(t,e,n,r){const{[t]:o,[`${t}1`]:i,[`${t}2`]:a}=n,{value:l,interval:s}=Ni(o,n);if(null==l||null==s&&!r)return n;const c=qt(o);if(null==s){let e;const o={transform:t=>e||(e=_(t,l)),label:c};return{...n,[t]:void 0,[`${t}1`]:void 0===i?o:i,[`${t}2`]:void 0!==a||i===a&&r?a:o}}let u,f;function h(t){return void 0!==f&&t===u?f:f=wt(_(u=t,l),(t=>s.floor(t)))}return e({...n,[t]:void 0,[`${t}1`]:void 0===i?{transform:h,label:c}:i,[`${t}2`]:void 0===a?{transform:t=>h(t).map((t=>s.offset(t))),label:c}:a})}function Bi(t,e,n){const{[t]:r}=n,{value:o,interval:i}=Ni(r,n);return null==o||null==i?n:e({...n,[t]:{label:qt(r),transform:t=>{const e=wt(_(t,o),(t=>i.floor(t))),n=e.map((t=>i.offset(t)));return e.map(Kt(e)?(t,e)=>null==t||isNaN(t=+t)||null==(e=n[e])||isNaN(e=+e)?void 0:new Date((t+e)/2):(t,e)=>null==t||null==(e=n[e])?NaN:(+t+ +e)/2)}}})}function Ii(t={}){return Ti("x",Ei,t,!0)}function Pi(t={}){return Ti("y",Ri,t,!0)}function Wi(t={}){return Ti("x",Ei,t)}function ji(t={}){return Ti("y",Ri,t)}function Fi(t={}){return Bi("x",Ei,t)}function qi(t={}){return Bi("y",Ri,t)}const Di={ariaLabel:"rule",fill:null,stroke:"currentColor"};class Yi extends ei{constructor(t,e={}){const{x:n,y1:r,y2:o,inset:i=0,insetTop:a=i,insetBottom:l=i}=e;super(t,{x:{value:n,scale:"x",optional:!0},y1:{value:r,scale:"y",optional:!0},y2:{value:o,scale:"y",optional:!0}},ii(e,"x"),Di),this.insetTop=nt(a),this.insetBottom=nt(l),gi(this,e)}render(t,e,n,r,o){const{x:i,y:a}=e,{x:l,y1:s,y2:c}=n,{width:u,height:f,marginTop:h,marginRight:d,marginLeft:p,marginBottom:m}=r,{insetTop:y,insetBottom:g}=this;return vo("svg:g",o).call(_o,this,r,o).call(Uo,this,{x:l&&i},Oo,0).call((e=>e.selectAll().data(t).enter().append("line").call(Go,this).attr("x1",l?t=>l[t]:(p+u-d)/2).attr("x2",l?t=>l[t]:(p+u-d)/2).attr("y1",s&&!Fr(a)?t=>s[t]+y:h+y).attr("y2",c&&!Fr(a)?a.bandwidth?t=>c[t]+a.bandwidth()-g:t=>c[t]-g:f-m-g).call(Io,this,n).call(Ai,this,n,o))).node()}}class _i extends ei{constructor(t,e={}){const{x1:n,x2:r,y:o,inset:i=0,insetRight:a=i,insetLeft:l=i}=e;super(t,{y:{value:o,scale:"y",optional:!0},x1:{value:n,scale:"x",optional:!0},x2:{value:r,scale:"x",optional:!0}},ii(e,"y"),Di),this.insetRight=nt(a),this.insetLeft=nt(l),gi(this,e)}render(t,e,n,r,o){const{x:i,y:a}=e,{y:l,x1:s,x2:c}=n,{width:u,height:f,marginTop:h,marginRight:d,marginLeft:p,marginBottom:m}=r,{insetLeft:y,insetRight:g}=this;return vo("svg:g",o).call(_o,this,r,o).call(Uo,this,{y:l&&a},0,Oo).call((e=>e.selectAll().data(t).enter().append("line").call(Go,this).attr("x1",s&&!Fr(i)?t=>s[t]+y:p+y).attr("x2",c&&!Fr(i)?i.bandwidth?t=>c[t]+i.bandwidth()-g:t=>c[t]-g:u-d-g).attr("y1",l?t=>l[t]:(h+f-m)/2).attr("y2",l?t=>l[t]:(h+f-m)/2).call(Io,this,n).call(Ai,this,n,o))).node()}}function Gi(t,e){let{x:n=Q,y:r,y1:o,y2:i,...a}=ji(e);return[o,i]=Hi(r,o,i),new Yi(t,{...a,x:n,y1:o,y2:i})}function Xi(t,e){let{y:n=Q,x:r,x1:o,x2:i,...a}=Wi(e);return[o,i]=Hi(r,o,i),new _i(t,{...a,y:n,x1:o,x2:i})}function Hi(t,e,n){if(null==t){if(void 0===e){if(void 0!==n)return[0,n]}else if(void 0===n)return[0,e]}else{if(void 0===e)return void 0===n?[0,t]:[t,n];if(void 0===n)return[t,e]}return[e,n]}function Ui(t,...e){let n=e.length;for(let r=0,o=!0;r<n;++r)"function"!=typeof e[r]&&(o&&(t=t.slice(),o=!1),t.splice(r,2,t[r]+e[r]+t[r+1]),e.splice(r,1),--r,--n);return r=>{let o=t[0];for(let i=0;i<n;++i)o+=e[i](r)+t[i+1];return o}}const Vi={ariaLabel:"text",strokeLinejoin:"round",strokeWidth:3,paintOrder:"stroke"};class Zi extends ei{constructor(t,e={}){const{x:n,y:r,text:o=(Zt(t)&&Jt(t)?Q:J),frameAnchor:a,textAnchor:l=(/right$/i.test(a)?"end":/left$/i.test(a)?"start":"middle"),lineAnchor:s=(/^top/i.test(a)?"top":/^bottom/i.test(a)?"bottom":"middle"),lineHeight:c=1,lineWidth:u=1/0,textOverflow:f,monospace:h,fontFamily:d=(h?"ui-monospace, monospace":void 0),fontSize:p,fontStyle:m,fontVariant:y,fontWeight:g,rotate:v}=e,[x,w]=pt(v,0),[b,k]=function(t){return null==t||"number"==typeof t?[void 0,t]:"string"!=typeof t?[t,void 0]:(t=t.trim().toLowerCase(),ra.has(t)||/^[+-]?\\d*\\.?\\d+(e[+-]?\\d+)?(\\w*|%)$/.test(t)?[void 0,t]:[t,void 0])}(p);var $;if(super(t,{x:{value:n,scale:"x",optional:!0},y:{value:r,scale:"y",optional:!0},fontSize:{value:b,optional:!0},rotate:{value:($=x,null==$?null:{transform:t=>_(t,$,Float64Array),label:qt($)}),optional:!0},text:{value:o,filter:i,optional:!0}},e,Vi),this.rotate=w,this.textAnchor=Vo(l,"middle"),this.lineAnchor=yt(s,"lineAnchor",["top","middle","bottom"]),this.lineHeight=+c,this.lineWidth=+u,this.textOverflow=Ji(f),this.monospace=!!h,this.fontFamily=et(d),this.fontSize=k,this.fontStyle=et(m),this.fontVariant=et(y),this.fontWeight=et(g),this.frameAnchor=ue(a),!(this.lineWidth>=0))throw new Error(`invalid lineWidth: ${u}`);this.splitLines=sa(this),this.clipLine=ca(this)}render(t,e,n,r,o){const{x:i,y:a}=e,{x:l,y:s,rotate:c,text:u,title:f,fontSize:h}=n,{rotate:d}=this,[p,m]=ti(this,r);return vo("svg:g",o).call(_o,this,r,o).call(na,this,u,r).call(Uo,this,{x:l&&i,y:s&&a}).call((e=>e.selectAll().data(t).enter().append("text").call(Go,this).call(Qi,this,u,f).attr("transform",Ui`translate(${l?t=>l[t]:p},${s?t=>s[t]:m})${c?t=>` rotate(${c[t]})`:d?` rotate(${d})`:""}`).call(Ho,"font-size",h&&(t=>h[t])).call(Io,this,n))).node()}}function Ji(t){return null==t?null:yt(t,"textOverflow",["clip","ellipsis","clip-start","clip-end","ellipsis-start","ellipsis-middle","ellipsis-end"]).replace(/^(clip|ellipsis)$/,"$1-end")}function Qi(t,n,r,o){if(!r)return;const{lineAnchor:i,lineHeight:a,textOverflow:l,splitLines:s,clipLine:c}=n;t.each((function(t){const n=s(zo(r[t])??"").map(c),u=n.length,f="top"===i?.71:"bottom"===i?1-u:(164-100*u)/200;if(u>1){let t=0;for(let r=0;r<u;++r){if(++t,!n[r])continue;const o=this.ownerDocument.createElementNS(e.namespaces.svg,"tspan");o.setAttribute("x",0),r===t-1?o.setAttribute("y",(f+r)*a+"em"):o.setAttribute("dy",t*a+"em"),o.textContent=n[r],this.appendChild(o),t=0}}else f&&this.setAttribute("y",f*a+"em"),this.textContent=n[0];if(l&&!o&&n[0]!==r[t]){const n=this.ownerDocument.createElementNS(e.namespaces.svg,"title");n.textContent=r[t],this.appendChild(n)}}))}function Ki(t,{x:e,y:n,...r}={}){return void 0===r.frameAnchor&&([e,n]=Et(e,n)),new Zi(t,{...r,x:e,y:n})}function ta(t,{x:e=Q,...n}={}){return new Zi(t,qi({...n,x:e}))}function ea(t,{y:e=Q,...n}={}){return new Zi(t,Fi({...n,y:e}))}function na(t,e,n){Ho(t,"text-anchor",e.textAnchor),Ho(t,"font-family",e.fontFamily),Ho(t,"font-size",e.fontSize),Ho(t,"font-style",e.fontStyle),Ho(t,"font-variant",void 0===e.fontVariant?function(t){return t&&(ne(t)||Kt(t))?"tabular-nums":void 0}(n):e.fontVariant),Ho(t,"font-weight",e.fontWeight)}const ra=new Set(["inherit","initial","revert","unset","xx-small","x-small","small","medium","large","x-large","xx-large","xxx-large","larger","smaller"]);function oa(t,e,n){const r=[];let o,i=0;for(const[a,l,s]of function*(t){let e=0,n=0;const r=t.length;for(;n<r;){let r=1;switch(t[n]){case"\xAD":case"-":++n,yield[e,n,!1],e=n;break;case" ":for(yield[e,n,!1];" "===t[++n];);e=n;break;case"\\r":"\\n"===t[n+1]&&++r;case"\\n":yield[e,n,!0],n+=r,e=n;break;default:++n}}yield[e,n,!0]}(t))void 0===o&&(o=a),i>o&&n(t,o,l)>e&&(r.push(t.slice(o,i)+("\xAD"===t[i-1]?"-":"")),o=a),s?(r.push(t.slice(o,l)),o=void 0):i=l;return r}const ia={a:56,b:63,c:57,d:63,e:58,f:37,g:62,h:60,i:26,j:26,k:55,l:26,m:88,n:60,o:60,p:62,q:62,r:39,s:54,t:38,u:60,v:55,w:79,x:54,y:55,z:55,A:69,B:67,C:73,D:74,E:61,F:58,G:76,H:75,I:28,J:55,K:67,L:58,M:89,N:75,O:78,P:65,Q:78,R:67,S:65,T:65,U:75,V:69,W:98,X:69,Y:67,Z:67,0:64,1:48,2:62,3:64,4:66,5:63,6:65,7:58,8:65,9:65," ":29,"!":32,\'"\':49,"\'":31,"(":39,")":39,",":31,"-":48,".":31,"/":32,":":31,";":31,"?":52,"\u2018":31,"\u2019":31,"\u201C":47,"\u201D":47,"\u2026":82};function aa(t,e=0,n=t.length){let r=0;for(let o=e;o<n;o=ya(t,o))r+=ia[t[o]]??(va(t,o)?120:ia.e);return r}function la(t,e=0,n=t.length){let r=0;for(let o=e;o<n;o=ya(t,o))r+=va(t,o)?126:63;return r}function sa({monospace:t,lineWidth:e,textOverflow:n}){if(null!=n||e==1/0)return t=>t.split(/\\r\\n?|\\n/g);const r=t?la:aa,o=100*e;return t=>oa(t,o,r)}function ca({monospace:t,lineWidth:e,textOverflow:n}){if(null==n||e==1/0)return t=>t;const r=t?la:aa,o=100*e;switch(n){case"clip-start":return t=>da(t,o,r,"");case"clip-end":return t=>ha(t,o,r,"");case"ellipsis-start":return t=>da(t,o,r,ua);case"ellipsis-middle":return t=>function(t,e,n,r){t=t.trim();const o=n(t);if(o<=e)return t;const i=n(r)/2,[a,l]=fa(t,e/2,n,i),[s]=fa(t,o-e/2-l+i,n,-i);return s<0?r:t.slice(0,a).trimEnd()+r+t.slice(ya(t,s)).trimStart()}(t,o,r,ua);case"ellipsis-end":return t=>ha(t,o,r,ua)}}const ua="\u2026";function fa(t,e,n,r){const o=[];let i=0;for(let a=0,l=0,s=t.length;a<s;a=l){l=ya(t,a);const s=n(t,a,l);if(i+s>e){for(i+=r;i>e&&a>0;)l=a,a=o.pop(),i-=n(t,a,l);return[a,e-i]}i+=s,o.push(a)}return[-1,0]}function ha(t,e,n,r){t=t.trim();const o=n(r),[i]=fa(t,e,n,o);return i<0?t:t.slice(0,i).trimEnd()+r}function da(t,e,n,r){const o=n(t=t.trim());if(o<=e)return t;const i=n(r),[a]=fa(t,o-e+i,n,-i);return a<0?r:r+t.slice(ya(t,a)).trimStart()}const pa=/[\\p{Combining_Mark}\\p{Emoji_Modifier}]+/uy,ma=/\\p{Extended_Pictographic}/uy;function ya(t,e){return e+=function(t,e){const n=t.charCodeAt(e);if(n>=55296&&n<56320){const n=t.charCodeAt(e+1);return n>=56320&&n<57344}return!1}(t,e)?2:1,function(t,e){return!ga(t,e)&&(pa.lastIndex=e,pa.test(t))}(t,e)&&(e=pa.lastIndex),function(t,e){return 8205===t.charCodeAt(e)}(t,e)?ya(t,e+1):e}function ga(t,e){return t.charCodeAt(e)<128}function va(t,e){return!ga(t,e)&&(ma.lastIndex=e,ma.test(t))}const xa={ariaLabel:"vector",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinejoin:"round",strokeLinecap:"round"},wa=3.5,ba=5*wa,ka={draw(t,e,n){const r=e*n/ba;t.moveTo(0,0),t.lineTo(0,-e),t.moveTo(-r,r-e),t.lineTo(0,-e),t.lineTo(r,r-e)}},$a={draw(t,e,n){t.moveTo(-n,0),t.lineTo(0,-e),t.lineTo(n,0)}},Ma=new Map([["arrow",ka],["spike",$a]]);class Aa extends ei{constructor(t,e={}){const{x:n,y:r,r:o=wa,length:i,rotate:a,shape:l=ka,anchor:s="middle",frameAnchor:c}=e,[u,f]=pt(i,12),[h,d]=pt(a,0);super(t,{x:{value:n,scale:"x",optional:!0},y:{value:r,scale:"y",optional:!0},length:{value:u,scale:"length",optional:!0},rotate:{value:h,optional:!0}},e,xa),this.r=+o,this.length=f,this.rotate=d,this.shape=function(t){if(function(t){return t&&"function"==typeof t.draw}(t))return t;const e=Ma.get(`${t}`.toLowerCase());if(e)return e;throw new Error(`invalid shape: ${t}`)}(l),this.anchor=yt(s,"anchor",["start","middle","end"]),this.frameAnchor=ue(c)}render(t,n,r,o,i){const{x:a,y:l}=n,{x:s,y:c,length:u,rotate:f}=r,{length:h,rotate:d,anchor:p,shape:m,r:y}=this,[g,v]=ti(this,o);return vo("svg:g",i).call(_o,this,o,i).call(Uo,this,{x:s&&a,y:c&&l}).call((n=>n.selectAll().data(t).enter().append("path").call(Go,this).attr("transform",Ui`translate(${s?t=>s[t]:g},${c?t=>c[t]:v})${f?t=>` rotate(${f[t]})`:d?` rotate(${d})`:""}${"start"===p?"":"end"===p?u?t=>` translate(0,${u[t]})`:` translate(0,${h})`:u?t=>` translate(0,${u[t]/2})`:` translate(0,${h/2})`}`).attr("d",u?t=>{const n=e.pathRound();return m.draw(n,u[t],y),n}:(()=>{const t=e.pathRound();return m.draw(t,h,y),t})()).call(Io,this,r))).node()}}function La(t,e={}){let{x:n,y:r,...o}=e;return void 0===e.frameAnchor&&([n,r]=Et(n,r)),new Aa(t,{...o,x:n,y:r})}function Sa(t,e={}){const{x:n=Q,...r}=e;return new Aa(t,{...r,x:n})}function za(t,e={}){const{y:n=Q,...r}=e;return new Aa(t,{...r,y:n})}function Oa(t,e){return arguments.length<2&&!Zt(t)&&(e=t,t=null),void 0===e&&(e={}),[t,e]}function Ea({anchor:t}={},e){return void 0===t?e[0]:yt(t,"anchor",e)}function Ra(t){return Ea(t,["left","right"])}function Ca(t){return Ea(t,["right","left"])}function Na(t){return Ea(t,["bottom","top"])}function Ta(t){return Ea(t,["top","bottom"])}function Ba(){const[t,e]=Oa(...arguments);return ja("y",Ra(e),t,e)}function Ia(){const[t,e]=Oa(...arguments);return ja("fy",Ca(e),t,e)}function Pa(){const[t,e]=Oa(...arguments);return Fa("x",Na(e),t,e)}function Wa(){const[t,e]=Oa(...arguments);return Fa("fx",Ta(e),t,e)}function ja(t,e,n,{color:r="currentColor",opacity:o=1,stroke:i=r,strokeOpacity:a=o,strokeWidth:l=1,fill:s=r,fillOpacity:c=o,textAnchor:u,textStroke:f,textStrokeOpacity:h,textStrokeWidth:d,tickSize:p=("y"===t?6:0),tickPadding:m,tickRotate:y,x:g,margin:v,marginTop:x=(void 0===v?20:v),marginRight:w=(void 0===v?"right"===e?40:0:v),marginBottom:b=(void 0===v?20:v),marginLeft:k=(void 0===v?"left"===e?40:0:v),label:$,labelAnchor:M,labelArrow:A,labelOffset:L,ariaLabel:S=`${t}-axis`,...z}){return p=nt(p),m=nt(m),y=nt(y),void 0!==M&&(M=yt(M,"labelAnchor",["center","top","bottom"])),A=il(A),ni(p&&!le(i)?function(t,e,n,{strokeWidth:r=1,strokeLinecap:o=null,strokeLinejoin:i=null,facetAnchor:a=e+("y"===t?"-empty":""),frameAnchor:l=e,tickSize:s,inset:c=0,insetLeft:u=c,insetRight:f=c,dx:h=0,y:d=("y"===t?void 0:null),ariaLabel:p,...m}){return Va(za,t,n,{ariaLabel:`${p} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinecap:o,strokeLinejoin:i,facetAnchor:a,frameAnchor:l,y:d,...m,dx:"left"===e?+h-Oo+ +u:+h+Oo-f,anchor:"start",length:s,shape:"left"===e?el:nl})}(t,e,n,{stroke:i,strokeOpacity:a,strokeWidth:l,tickSize:p,tickPadding:m,tickRotate:y,x:g,ariaLabel:S,...z}):null,le(s)?null:function(t,e,n,{facetAnchor:r=e+("y"===t?"-empty":""),frameAnchor:o=e,tickSize:i,tickRotate:a=0,tickPadding:l=Math.max(3,9-i)+(Math.abs(a)>60?4*Math.cos(a*yi):0),text:s,textAnchor:c=(Math.abs(a)>60?"middle":"left"===e?"end":"start"),lineAnchor:u=(a>60?"top":a<-60?"bottom":"middle"),fontVariant:f,inset:h=0,insetLeft:d=h,insetRight:p=h,dx:m=0,ariaLabel:y,y:g=("y"===t?void 0:null),...v}){return Va(ea,t,n,{ariaLabel:`${y} tick label`},{facetAnchor:r,frameAnchor:o,text:s,textAnchor:c,lineAnchor:u,fontVariant:f,rotate:a,y:g,...v,dx:"left"===e?+m-i-l+ +d:+m+ +i+ +l-p},(function(t,n,r,o,i){void 0===f&&(this.fontVariant=rl(t)),void 0===s&&(i.text=Za(t,n,r,o,e))}))}(t,e,n,{fill:s,fillOpacity:c,stroke:f,strokeOpacity:h,strokeWidth:d,textAnchor:u,tickSize:p,tickPadding:m,tickRotate:y,x:g,marginTop:x,marginRight:w,marginBottom:b,marginLeft:k,ariaLabel:S,...z}),le(s)||null===$?null:Ki([],Ua({fill:s,fillOpacity:c,...z},(function(n,r,o,i,a){const l=i[t],{marginTop:s,marginRight:c,marginBottom:u,marginLeft:f}="y"===t&&a.inset||a,h=M??(l.bandwidth?"center":"top"),d=L??("right"===e?c:f)-3;return"center"===h?(this.textAnchor=void 0,this.lineAnchor="right"===e?"bottom":"top",this.frameAnchor=e,this.rotate=-90):(this.textAnchor="right"===e?"end":"start",this.lineAnchor=h,this.frameAnchor=`${h}-${e}`,this.rotate=0),this.dy="top"===h?3-s:"bottom"===h?u-3:0,this.dx="right"===e?d:-d,this.ariaLabel=`${S} label`,{facets:[[0]],channels:{text:{value:[ol(t,l,{anchor:e,label:$,labelAnchor:h,labelArrow:A})]}}}}))))}function Fa(t,e,n,{color:r="currentColor",opacity:o=1,stroke:i=r,strokeOpacity:a=o,strokeWidth:l=1,fill:s=r,fillOpacity:c=o,textAnchor:u,textStroke:f,textStrokeOpacity:h,textStrokeWidth:d,tickSize:p=("x"===t?6:0),tickPadding:m,tickRotate:y,y:g,margin:v,marginTop:x=(void 0===v?"top"===e?30:0:v),marginRight:w=(void 0===v?20:v),marginBottom:b=(void 0===v?"bottom"===e?30:0:v),marginLeft:k=(void 0===v?20:v),label:$,labelAnchor:M,labelArrow:A,labelOffset:L,ariaLabel:S=`${t}-axis`,...z}){return p=nt(p),m=nt(m),y=nt(y),void 0!==M&&(M=yt(M,"labelAnchor",["center","left","right"])),A=il(A),ni(p&&!le(i)?function(t,e,n,{strokeWidth:r=1,strokeLinecap:o=null,strokeLinejoin:i=null,facetAnchor:a=e+("x"===t?"-empty":""),frameAnchor:l=e,tickSize:s,inset:c=0,insetTop:u=c,insetBottom:f=c,dy:h=0,x:d=("x"===t?void 0:null),ariaLabel:p,...m}){return Va(Sa,t,n,{ariaLabel:`${p} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinejoin:i,strokeLinecap:o,facetAnchor:a,frameAnchor:l,x:d,...m,dy:"bottom"===e?+h-Oo-f:+h+Oo+ +u,anchor:"start",length:s,shape:"bottom"===e?Ka:tl})}(t,e,n,{stroke:i,strokeOpacity:a,strokeWidth:l,tickSize:p,tickPadding:m,tickRotate:y,y:g,ariaLabel:S,...z}):null,le(s)?null:function(t,e,n,{facetAnchor:r=e+("x"===t?"-empty":""),frameAnchor:o=e,tickSize:i,tickRotate:a=0,tickPadding:l=Math.max(3,9-i)+(Math.abs(a)>=10?4*Math.cos(a*yi):0),text:s,textAnchor:c=(Math.abs(a)>=10?a<0^"bottom"===e?"start":"end":"middle"),lineAnchor:u=(Math.abs(a)>=10?"middle":"bottom"===e?"top":"bottom"),fontVariant:f,inset:h=0,insetTop:d=h,insetBottom:p=h,dy:m=0,x:y=("x"===t?void 0:null),ariaLabel:g,...v}){return Va(ta,t,n,{ariaLabel:`${g} tick label`},{facetAnchor:r,frameAnchor:o,text:void 0===s?null:s,textAnchor:c,lineAnchor:u,fontVariant:f,rotate:a,x:y,...v,dy:"bottom"===e?+m+ +i+ +l-p:+m-i-l+ +d},(function(t,n,r,o,i){void 0===f&&(this.fontVariant=rl(t)),void 0===s&&(i.text=Za(t,n,r,o,e))}))}(t,e,n,{fill:s,fillOpacity:c,stroke:f,strokeOpacity:h,strokeWidth:d,textAnchor:u,tickSize:p,tickPadding:m,tickRotate:y,y:g,marginTop:x,marginRight:w,marginBottom:b,marginLeft:k,ariaLabel:S,...z}),le(s)||null===$?null:Ki([],Ua({fill:s,fillOpacity:c,...z},(function(n,r,o,i,a){const l=i[t],{marginTop:s,marginRight:c,marginBottom:u,marginLeft:f}="x"===t&&a.inset||a,h=M??(l.bandwidth?"center":"right"),d=L??("top"===e?s:u)-3;return"center"===h?(this.frameAnchor=e,this.textAnchor=void 0):(this.frameAnchor=`${e}-${h}`,this.textAnchor="right"===h?"end":"start"),this.lineAnchor=e,this.dy="top"===e?-d:d,this.dx="right"===h?c-3:"left"===h?3-f:0,this.ariaLabel=`${S} label`,{facets:[[0]],channels:{text:{value:[ol(t,l,{anchor:e,label:$,labelAnchor:h,labelArrow:A})]}}}}))))}function qa(){const[t,e]=Oa(...arguments);return Ga("y",Ra(e),t,e)}function Da(){const[t,e]=Oa(...arguments);return Ga("fy",Ca(e),t,e)}function Ya(){const[t,e]=Oa(...arguments);return Xa("x",Na(e),t,e)}function _a(){const[t,e]=Oa(...arguments);return Xa("fx",Ta(e),t,e)}function Ga(t,e,n,{y:r=("y"===t?void 0:null),x:o=null,x1:i=("left"===e?o:null),x2:a=("right"===e?o:null),ariaLabel:l=`${t}-grid`,ariaHidden:s=!0,...c}){return Va(Xi,t,n,{ariaLabel:l,ariaHidden:s},{y:r,x1:i,x2:a,...Ha(c)})}function Xa(t,e,n,{x:r=("x"===t?void 0:null),y:o=null,y1:i=("top"===e?o:null),y2:a=("bottom"===e?o:null),ariaLabel:l=`${t}-grid`,ariaHidden:s=!0,...c}){return Va(Gi,t,n,{ariaLabel:l,ariaHidden:s},{x:r,y1:i,y2:a,...Ha(c)})}function Ha({color:t="currentColor",opacity:e=.1,stroke:n=t,strokeOpacity:r=e,strokeWidth:o=1,...i}){return{stroke:n,strokeOpacity:r,strokeWidth:o,...i}}function Ua({fill:t,fillOpacity:e,fontFamily:n,fontSize:r,fontStyle:o,fontVariant:i,fontWeight:a,monospace:l,pointerEvents:s,shapeRendering:c,clip:u=!1},f){return[,t]=dt(t),[,e]=pt(e),{facet:"super",x:null,y:null,fill:t,fillOpacity:e,fontFamily:n,fontSize:r,fontStyle:o,fontVariant:i,fontWeight:a,monospace:l,pointerEvents:s,shapeRendering:c,clip:u,initializer:f}}function Va(t,n,r,o,i,a){let l;const s=Re(i).initializer,c=t(r,Re({...i,initializer:function(t,r,o,s,c,u){const f=null==t&&("fx"===n||"fy"===n),{[n]:h}=s;if(!h)throw new Error(`missing scale: ${n}`);const d=h.domain();let{interval:p,ticks:m,tickFormat:y,tickSpacing:g=("x"===n?80:35)}=i;if("string"==typeof m&&al(h)&&(p=m,m=void 0),void 0===m&&(m=Ht(p,h.type)??function(t,n){const[r,o]=e.extent(t.range());return(o-r)/n}(h,g)),null==t){if(Zt(m))t=vt(m);else if(Ut(m))t=Qa(m,...e.extent(d));else if(h.interval){let n=h.interval;if(h.ticks){const[r,o]=e.extent(d);n=T(n,(o-r)/n[A]/m)??n,t=Qa(n,r,o)}else{n=T(n,(t=d).length/m)??n,n!==h.interval&&(t=Qa(n,...e.extent(t)))}if(n===h.interval){const e=Math.round(t.length/m);e>1&&(t=t.filter(((t,n)=>n%e==0)))}}else t=h.ticks?h.ticks(m):d;if(!h.ticks&&t.length&&t!==d){const r=new e.InternSet(d);(t=t.filter((t=>r.has(t)))).length||sr(`Warning: the ${n}-axis ticks appear to not align with the scale domain, resulting in no ticks. Try different ticks?`)}"y"===n||"x"===n?r=[Nt(t)]:l[n]={scale:n,value:Q}}a?.call(this,h,t,m,y,l);const v=Object.fromEntries(Object.entries(l).map((([e,n])=>[e,{...n,value:_(t,n.value)}])));return f&&(r=u.filterFacets(t,v)),{data:t,facets:r,channels:v}}},s));return null==r?(l=c.channels,c.channels={}):l={},void 0!==o&&Object.assign(c,o),void 0===c.clip&&(c.clip=!1),c}function Za(t,e,n,r,o){return{value:Ja(t,e,n,r,o)}}function Ja(t,n,r,o,i){return"function"!=typeof o||"log"===t.type&&t.tickFormat?void 0===o&&n&&Kt(n)?I(t.type,n,i)??zo:t.tickFormat?t.tickFormat("number"==typeof r?r:null,o):"string"==typeof o&&t.domain().length>0?(Kt(t.domain())?e.utcFormat:e.format)(o):void 0===o?zo:lt(o):o}function Qa(t,e,n){return t.range(e,t.offset(t.floor(n)))}const Ka={draw(t,e){t.moveTo(0,0),t.lineTo(0,e)}},tl={draw(t,e){t.moveTo(0,0),t.lineTo(0,-e)}},el={draw(t,e){t.moveTo(0,0),t.lineTo(-e,0)}},nl={draw(t,e){t.moveTo(0,0),t.lineTo(e,0)}};function rl(t){return t.bandwidth&&!t.interval?void 0:"tabular-nums"}function ol(t,e,{anchor:n,label:r=e.label,labelAnchor:o,labelArrow:i}={}){if(!(null==r||r.inferred&&al(e)&&/^(date|time|year)$/i.test(r))){if(r=String(r),"auto"===i&&(i=(!e.bandwidth||e.interval)&&!/[\u2191\u2193\u2192\u2190]/.test(r)),!i)return r;if(!0===i){const n=Ar(e);n&&(i=/x$/.test(t)||"center"===o?/x$/.test(t)===n<0?"left":"right":n<0?"up":"down")}switch(i){case"left":return`\u2190 ${r}`;case"right":return`${r} \u2192`;case"up":return"right"===n?`${r} \u2191`:`\u2191 ${r}`;case"down":return"right"===n?`${r} \u2193`:`\u2193 ${r}`}return r}}function il(t="auto"){return!le(t)&&("boolean"==typeof t?t:yt(t,"labelArrow",["auto","up","right","down","left"]))}function al(t){return Kt(t.domain())}function ll(t,e){if(null==e)return e;const n=t(e);if(!n)throw new Error(`scale not found: ${e}`);return n}function sl(t,e={},n){let{columns:r,tickFormat:o,fontVariant:i=mi(t),swatchSize:a=15,swatchWidth:l=a,swatchHeight:s=a,marginLeft:c=0,className:u,style:f,width:h}=e;const d=go(e);u=Qo(u),o=Ja(t.scale,t.domain,void 0,o);const p=vo("div",d).attr("class",`${u}-swatches ${u}-swatches-${null!=r?"columns":"wrap"}`);let m;return null!=r?(m=`:where(.${u}-swatches-columns .${u}-swatch) {\\n  display: flex;\\n  align-items: center;\\n  break-inside: avoid;\\n  padding-bottom: 1px;\\n}\\n:where(.${u}-swatches-columns .${u}-swatch::before) {\\n  flex-shrink: 0;\\n}\\n:where(.${u}-swatches-columns .${u}-swatch-label) {\\n  white-space: nowrap;\\n  overflow: hidden;\\n  text-overflow: ellipsis;\\n}`,p.style("columns",r).selectAll().data(t.domain).enter().append("div").attr("class",`${u}-swatch`).call(n,t,l,s).call((t=>t.append("div").attr("class",`${u}-swatch-label`).attr("title",o).text(o)))):(m=`:where(.${u}-swatches-wrap) {\\n  display: flex;\\n  align-items: center;\\n  min-height: 33px;\\n  flex-wrap: wrap;\\n}\\n:where(.${u}-swatches-wrap .${u}-swatch) {\\n  display: inline-flex;\\n  align-items: center;\\n  margin-right: 1em;\\n}`,p.selectAll().data(t.domain).enter().append("span").attr("class",`${u}-swatch`).call(n,t,l,s).append((function(){return this.ownerDocument.createTextNode(o.apply(this,arguments))}))),p.call((t=>t.insert("style","*").text(`:where(.${u}-swatches) {\\n  font-family: system-ui, sans-serif;\\n  font-size: 10px;\\n  margin-bottom: 0.5em;\\n}\\n:where(.${u}-swatch > svg) {\\n  margin-right: 0.5em;\\n  overflow: visible;\\n}\\n${m}`))).style("margin-left",c?+c+"px":null).style("width",void 0===h?null:+h+"px").style("font-variant",Vo(i,"normal")).call(Ko,f).node()}const cl=new Map([["symbol",function(t,{fill:n=(void 0!==t.hint?.fill?t.hint.fill:"none"),fillOpacity:r=1,stroke:o=(void 0!==t.hint?.stroke?t.hint.stroke:le(n)?"currentColor":"none"),strokeOpacity:i=1,strokeWidth:a=1.5,r:l=4.5,...s}={},c){const[u,f]=dt(n),[h,d]=dt(o),p=ll(c,u),m=ll(c,h),y=l*l*Math.PI;return r=pt(r)[1],i=pt(i)[1],a=pt(a)[1],sl(t,s,((n,o,l,s)=>n.append("svg").attr("viewBox","-8 -8 16 16").attr("width",l).attr("height",s).attr("fill","color"===u?t=>p.scale(t):f).attr("fill-opacity",r).attr("stroke","color"===h?t=>m.scale(t):d).attr("stroke-opacity",i).attr("stroke-width",a).append("path").attr("d",(n=>{const r=e.pathRound();return t.scale(n).draw(r,y),r}))))}],["color",fl],["opacity",function({type:t,interpolate:n,...r},{legend:o=!0,color:i=e.rgb(0,0,0),...a}){if(!n)throw new Error(`${t} opacity scales are not supported`);!0===o&&(o="ramp");if("ramp"!==`${o}`.toLowerCase())throw new Error(`${o} opacity legends are not supported`);return fl({type:t,...r,interpolate:hl(i)},{legend:o,...a})}]]);function ul({className:t,...e},{label:n,ticks:r,tickFormat:o}={},i){return function(t={},...e){let n=t;for(const r of e)for(const e in r)if(void 0===n[e]){const o=r[e];n===t?n={...n,[e]:o}:n[e]=o}return n}(i,{className:t,...e},{label:n,ticks:r,tickFormat:o})}function fl(t,{legend:n=!0,...r}){if(!0===n&&(n="ordinal"===t.type?"swatches":"ramp"),void 0!==t.domain)switch(`${n}`.toLowerCase()){case"swatches":return function(t,{opacity:e,...n}={}){if(!Wr(t)&&!jr(t))throw new Error(`swatches legend requires ordinal or threshold color scale (not ${t.type})`);return sl(t,n,((t,n,r,o)=>t.append("svg").attr("width",r).attr("height",o).attr("fill",n.scale).attr("fill-opacity",pt(e)[1]).append("rect").attr("width","100%").attr("height","100%")))}(t,r);case"ramp":return function(t,n){let{label:r=t.label,tickSize:o=6,width:i=240,height:a=44+o,marginTop:l=18,marginRight:s=0,marginBottom:c=16+o,marginLeft:u=0,style:f,ticks:h=(i-u-s)/64,tickFormat:d,fontVariant:p=mi(t),round:m=!0,opacity:y,className:g}=n;const v=go(n);g=Qo(g),y=pt(y)[1],null===d&&(d=()=>null);const x=vo("svg",v).attr("class",`${g}-ramp`).attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("width",i).attr("height",a).attr("viewBox",`0 0 ${i} ${a}`).call((t=>t.append("style").text(`:where(.${g}-ramp) {\\n  display: block;\\n  height: auto;\\n  height: intrinsic;\\n  max-width: 100%;\\n  overflow: visible;\\n}\\n:where(.${g}-ramp text) {\\n  white-space: pre;\\n}`))).call(Ko,f);let w,b=t=>t.selectAll(".tick line").attr("y1",l+c-a);const k=m?(t,e)=>t.rangeRound(e):(t,e)=>t.range(e),{type:$,domain:M,range:A,interpolate:L,scale:S,pivot:z}=t;if(L){const t=void 0===A?L:e.piecewise(1===L.length?ir(L):L,A);w=k(S.copy(),e.quantize(e.interpolateNumber(u,i-s),Math.min(M.length+(void 0!==z),void 0===A?1/0:A.length)));const n=256,r=v.document.createElement("canvas");r.width=n,r.height=1;const o=r.getContext("2d");for(let e=0,r=n-1;e<n;++e)o.fillStyle=t(e/r),o.fillRect(e,0,1,1);x.append("image").attr("opacity",y).attr("x",u).attr("y",l).attr("width",i-u-s).attr("height",a-l-c).attr("preserveAspectRatio","none").attr("xlink:href",r.toDataURL())}else if("threshold"===$){const t=M,n=void 0===d?t=>t:"string"==typeof d?e.format(d):d;w=k(e.scaleLinear().domain([-1,A.length-1]),[u,i-s]),x.append("g").attr("fill-opacity",y).selectAll().data(A).enter().append("rect").attr("x",((t,e)=>w(e-1))).attr("y",l).attr("width",((t,e)=>w(e)-w(e-1))).attr("height",a-l-c).attr("fill",(t=>t)),h=wt(t,((t,e)=>e)),d=e=>n(t[e],e)}else w=k(e.scaleBand().domain(M),[u,i-s]),x.append("g").attr("fill-opacity",y).selectAll().data(M).enter().append("rect").attr("x",w).attr("y",l).attr("width",Math.max(0,w.bandwidth()-1)).attr("height",a-l-c).attr("fill",S),b=()=>{};return x.append("g").attr("transform",`translate(0,${a-c})`).call(e.axisBottom(w).ticks(Array.isArray(h)?null:h,"string"==typeof d?d:void 0).tickFormat("function"==typeof d?d:void 0).tickSize(o).tickValues(Array.isArray(h)?h:null)).attr("font-size",null).attr("font-family",null).attr("font-variant",Vo(p,"normal")).call(b).call((t=>t.select(".domain").remove())),void 0!==r&&x.append("text").attr("x",u).attr("y",l-6).attr("fill","currentColor").attr("font-weight","bold").text(r),x.node()}(t,r);default:throw new Error(`unknown legend type: ${n}`)}}function hl(t){const{r:n,g:r,b:o}=e.rgb(t)||e.rgb(0,0,0);return t=>`rgba(${n},${r},${o},${t})`}function dl(t={},e="x"){return kt(t)?t:{...t,[e]:Q}}function pl(t={},e="y"){return $t(t)?t:{...t,[e]:Q}}function ml(t,e){if(1===e.length)return{data:t,facets:e};const n=Ct(t),r=new Uint8Array(n);let o=0;for(const t of e)for(const e of t)r[e]&&++o,r[e]=1;if(0===o)return{data:t,facets:e};const i=(t=bt(t))[Y]=new Uint32Array(n+o);e=e.map((t=>bt(t,Uint32Array)));let a=n;r.fill(0);for(const n of e)for(let e=0,o=n.length;e<o;++e){const o=n[e];r[o]?(n[e]=a,t[a]=t[o],i[a]=o,++a):i[o]=o,r[o]=1}return{data:t,facets:e}}function yl(t={},e={}){1===arguments.length&&([t,e]=wl(t));const{y1:n,y:r=n,x:o,...i}=e,[a,l,s,c]=kl(r,o,"y","x",t,i);return{...a,y1:n,y:l,x1:s,x2:c,x:Dt(s,c)}}function gl(t={},e={}){1===arguments.length&&([t,e]=wl(t));const{x1:n,x:r=n,y:o,...i}=e,[a,l,s,c]=kl(r,o,"x","y",t,i);return{...a,x1:n,x:l,y1:s,y2:c,y:Dt(s,c)}}function vl({x:t,x1:e,x2:n,...r}={}){return r=ii(r,"y"),void 0===e&&void 0===n?yl({x:t,...r}):([e,n]=Ot(t,e,n),{...r,x1:e,x2:n})}function xl({y:t,y1:e,y2:n,...r}={}){return r=ii(r,"x"),void 0===e&&void 0===n?gl({y:t,...r}):([e,n]=Ot(t,e,n),{...r,y1:e,y2:n})}function wl(t){const{offset:e,order:n,reverse:r,...o}=t;return[{offset:e,order:n,reverse:r},o]}const bl={length:!0};function kl(t,n=K,i,a,{offset:l,order:s,reverse:c},u){if(null===n)throw new Error(`stack requires ${a}`);const f=Rt(u),[h,d]=Ft(t),[p,m]=jt(n),[y,g]=jt(n);return p.hint=y.hint=bl,l=function(t){if(null==t)return;if("function"==typeof t)return t;switch(`${t}`.toLowerCase()){case"expand":case"normalize":return Ml;case"center":case"silhouette":return Al;case"wiggle":return Ll}throw new Error(`unknown offset: ${t}`)}(l),s=function(t,n,i){if(void 0===t&&n===Ll)return Ol(r);if(null==t)return;if("string"==typeof t){const n=t.startsWith("-"),a=n?o:r;switch((n?t.slice(1):t).toLowerCase()){case"value":case i:return function(t){return(e,n,r)=>(e,n)=>t(r[e],r[n])}(a);case"z":return function(t){return(e,n,r,o)=>(e,n)=>t(o[e],o[n])}(a);case"sum":return function(t){return Cl(t,((t,n,r,o)=>e.groupSort(Nt(t),(t=>e.sum(t,(t=>r[t]))),(t=>o[t]))))}(a);case"appearance":return function(t){return Cl(t,((t,n,r,o)=>e.groupSort(Nt(t),(t=>n[e.greatest(t,(t=>r[t]))]),(t=>o[t]))))}(a);case"inside-out":return Ol(a)}return El(Z(t))}if("function"==typeof t)return(1===t.length?El:Rl)(t);if(F(t))return a=t,Cl(r,(()=>a));var a;throw new Error(`invalid order: ${t}`)}(s,l,a),[Ee(u,((r,o,a)=>{({data:r,facets:o}=ml(r,o));const u=null==t?void 0:d(Yt(_(r,t),a?.[i])),h=_(r,n,Float64Array),p=_(r,f),y=s&&s(r,u,h,p),v=Ct(r),x=m(new Float64Array(v)),w=g(new Float64Array(v)),b=[];for(const t of o){const n=u?Array.from(e.group(t,(t=>u[t])).values()):[t];if(y)for(const t of n)t.sort(y);for(const t of n){let e=0,n=0;c&&t.reverse();for(const r of t){const t=h[r];t<0?e=w[r]=(x[r]=e)+t:t>0?n=w[r]=(x[r]=n)+t:w[r]=x[r]=n}}b.push(n)}return l&&l(b,x,w,p),{data:r,facets:o}})),h,p,y]}function $l(t,e){let n=0,r=0;for(const o of t){const t=e[o];t<n&&(n=t),t>r&&(r=t)}return[n,r]}function Ml(t,e,n){for(const r of t)for(const t of r){const[r,o]=$l(t,n);for(const i of t){const t=1/(o-r||1);e[i]=t*(e[i]-r),n[i]=t*(n[i]-r)}}}function Al(t,e,n){for(const r of t){for(const t of r){const[r,o]=$l(t,n);for(const i of t){const t=(o+r)/2;e[i]-=t,n[i]-=t}}Sl(r,e,n)}zl(t,e,n)}function Ll(t,n,r,o){for(const i of t){const t=new e.InternMap;let a=0;for(const l of i){let i=-1;const s=l.map((t=>Math.abs(r[t]-n[t]))),c=l.map((e=>{i=o?o[e]:++i;const a=r[e]-n[e],l=t.has(i)?a-t.get(i):0;return t.set(i,a),l})),u=[0,...e.cumsum(c)];for(const t of l)n[t]+=a,r[t]+=a;const f=e.sum(s);f&&(a-=e.sum(s,((t,e)=>(c[e]/2+u[e])*t))/f)}Sl(i,n,r)}zl(t,n,r)}function Sl(t,n,r){const o=e.min(t,(t=>e.min(t,(t=>n[t]))));for(const e of t)for(const t of e)n[t]-=o,r[t]-=o}function zl(t,n,r){const o=t.length;if(1===o)return;const i=t.map((t=>t.flat())),a=i.map((t=>(e.min(t,(t=>n[t]))+e.max(t,(t=>r[t])))/2)),l=e.min(a);for(let t=0;t<o;t++){const e=l-a[t];for(const o of i[t])n[o]+=e,r[o]+=e}}function Ol(t){return Cl(t,((t,n,r,o)=>{const i=Nt(t),a=e.groupSort(i,(t=>n[e.greatest(t,(t=>r[t]))]),(t=>o[t])),l=e.rollup(i,(t=>e.sum(t,(t=>r[t]))),(t=>o[t])),s=[],c=[];let u=0;for(const t of a)u<0?(u+=l.get(t),s.push(t)):(u-=l.get(t),c.push(t));return c.reverse().concat(s)}))}function El(t){return e=>{const n=_(e,t);return(t,e)=>r(n[t],n[e])}}function Rl(t){return e=>F(e)?(n,r)=>t(e[n],e[r]):(n,r)=>t(e.get(n),e.get(r))}function Cl(t,n){return(r,o,i,a)=>{if(!a)throw new Error("missing channel: z");const l=new e.InternMap(n(r,o,i,a).map(((t,e)=>[t,e])));return(e,n)=>t(l.get(a[e]),l.get(a[n]))}}const Nl={ariaLabel:"rect"};class Tl extends ei{constructor(t,e={}){const{x1:n,y1:r,x2:o,y2:i}=e;super(t,{x1:{value:n,scale:"x",type:null!=n&&null==o?"band":void 0,optional:!0},y1:{value:r,scale:"y",type:null!=r&&null==i?"band":void 0,optional:!0},x2:{value:o,scale:"x",optional:!0},y2:{value:i,scale:"y",optional:!0}},e,Nl),Bl(this,e),Il(this,e)}render(t,e,n,r,o){const{x:i,y:a}=e;let{x1:l,y1:s,x2:c,y2:u}=n;const{marginTop:f,marginRight:h,marginBottom:d,marginLeft:p,width:m,height:y}=r,{projection:g}=o,{insetTop:v,insetRight:x,insetBottom:w,insetLeft:b}=this,{rx:k,ry:$,rx1y1:M,rx1y2:A,rx2y1:L,rx2y2:S}=this;(l||c)&&!g&&Fr(i)&&(l=c=null),(s||u)&&!g&&Fr(a)&&(s=u=null);const z=i?.bandwidth?i.bandwidth():0,O=a?.bandwidth?a.bandwidth():0;return vo("svg:g",o).call(_o,this,r,o).call(Uo,this,{},0,0).call((e=>e.selectAll().data(t).enter().call(M||A||L||S?t=>t.append("path").call(Go,this).call(Pl,l&&c?t=>l[t]+(c[t]<l[t]?-x:b):l?t=>l[t]+b:p+b,s&&u?t=>s[t]+(u[t]<s[t]?-w:v):s?t=>s[t]+v:f+v,l&&c?t=>c[t]-(c[t]<l[t]?-b:x):l?t=>l[t]+z-x:m-h-x,s&&u?t=>u[t]-(u[t]<s[t]?-v:w):s?t=>s[t]+O-w:y-d-w,this).call(Io,this,n):t=>t.append("rect").call(Go,this).attr("x",l?c?t=>Math.min(l[t],c[t])+b:t=>l[t]+b:p+b).attr("y",s?u?t=>Math.min(s[t],u[t])+v:t=>s[t]+v:f+v).attr("width",l?c?t=>Math.max(0,Math.abs(c[t]-l[t])+z-b-x):z-b-x:m-h-p-x-b).attr("height",s?u?t=>Math.max(0,Math.abs(s[t]-u[t])+O-v-w):O-v-w:y-f-d-v-w).call(Ho,"rx",k).call(Ho,"ry",$).call(Io,this,n)))).node()}}function Bl(t,{inset:e=0,insetTop:n=e,insetRight:r=e,insetBottom:o=e,insetLeft:i=e}={}){t.insetTop=nt(n),t.insetRight=nt(r),t.insetBottom=nt(o),t.insetLeft=nt(i)}function Il(t,{r:e,rx:n,ry:r,rx1:o=e,ry1:i=e,rx2:a=e,ry2:l=e,rx1y1:s=(void 0!==o?+o:void 0!==i?+i:0),rx1y2:c=(void 0!==o?+o:void 0!==l?+l:0),rx2y1:u=(void 0!==a?+a:void 0!==i?+i:0),rx2y2:f=(void 0!==a?+a:void 0!==l?+l:0)}={}){s||c||u||f?(t.rx1y1=s,t.rx1y2=c,t.rx2y1=u,t.rx2y2=f):(t.rx=Vo(n,"auto"),t.ry=Vo(r,"auto"))}function Pl(t,e,n,r,o,i){const{rx1y1:a,rx1y2:l,rx2y1:s,rx2y2:c}=i;"function"!=typeof e&&(e=lt(e)),"function"!=typeof n&&(n=lt(n)),"function"!=typeof r&&(r=lt(r)),"function"!=typeof o&&(o=lt(o));const u=Math.max(Math.abs(a+s),Math.abs(l+c)),f=Math.max(Math.abs(a+l),Math.abs(s+c));t.attr("d",(t=>{const i=e(t),h=n(t),d=r(t),p=o(t),m=i>d,y=h>p,g=m?d:i,v=m?i:d,x=y?p:h,w=y?h:p,b=Math.min(1,(v-g)/u,(w-x)/f),k=b*(m?y?c:s:y?l:a),$=b*(m?y?l:a:y?c:s),M=b*(m?y?a:l:y?s:c),A=b*(m?y?s:c:y?a:l);return`M${g},${x+jl(k,A)}A${k},${k} 0 0 ${k<0?0:1} ${g+Wl(k,A)},${x}H${v-Wl($,M)}A${$},${$} 0 0 ${$<0?0:1} ${v},${x+jl($,M)}V${w-jl(M,$)}A${M},${M} 0 0 ${M<0?0:1} ${v-Wl(M,$)},${w}H${g+Wl(A,k)}A${A},${A} 0 0 ${A<0?0:1} ${g},${w-jl(A,k)}Z`}))}function Wl(t,e){return e<0?t:Math.abs(t)}function jl(t,e){return e<0?Math.abs(t):t}function Fl(t,e){return new Tl(t,Ii(Pi(e)))}function ql(t,e={}){return Mt(e)||(e={...e,y:J,x2:Q,interval:1}),new Tl(t,vl(Pi(dl(e))))}function Dl(t,e={}){return Mt(e)||(e={...e,x:J,y2:Q,interval:1}),new Tl(t,xl(Ii(pl(e))))}const Yl={ariaLabel:"frame",fill:"none",stroke:"currentColor",clip:!1},_l={ariaLabel:"frame",fill:null,stroke:"currentColor",strokeLinecap:"square",clip:!1};class Gl extends ei{constructor(t={}){const{anchor:e=null}=t;super(V,void 0,t,null==e?Yl:_l),this.anchor=mt(e,"anchor",["top","right","bottom","left"]),Bl(this,t),e||Il(this,t)}render(t,e,n,r,o){const{marginTop:i,marginRight:a,marginBottom:l,marginLeft:s,width:c,height:u}=r,{anchor:f,insetTop:h,insetRight:d,insetBottom:p,insetLeft:m}=this,{rx:y,ry:g,rx1y1:v,rx1y2:x,rx2y1:w,rx2y2:b}=this,k=s+m,$=c-a-d,M=i+h,A=u-l-p;return vo(f?"svg:line":v||x||w||b?"svg:path":"svg:rect",o).datum(0).call(_o,this,r,o).call(Go,this).call(Io,this,n).call(Uo,this,{}).call("left"===f?t=>t.attr("x1",k).attr("x2",k).attr("y1",M).attr("y2",A):"right"===f?t=>t.attr("x1",$).attr("x2",$).attr("y1",M).attr("y2",A):"top"===f?t=>t.attr("x1",k).attr("x2",$).attr("y1",M).attr("y2",M):"bottom"===f?t=>t.attr("x1",k).attr("x2",$).attr("y1",A).attr("y2",A):v||x||w||b?t=>t.call(Pl,k,M,$,A,this):t=>t.attr("x",k).attr("y",M).attr("width",$-k).attr("height",A-M).attr("rx",y).attr("ry",g)).node()}}function Xl(t){return new Gl(t)}const Hl={ariaLabel:"tip",fill:"var(--plot-background)",stroke:"currentColor"},Ul=new Set(["geometry","href","src","ariaLabel","scales"]);class Vl extends ei{constructor(t,e={}){e.tip&&(e={...e,tip:!1}),void 0===e.title&&Zt(t)&&Jt(t)&&(e={...e,title:Q});const{x:n,y:r,x1:o,x2:i,y1:a,y2:l,anchor:s,preferredAnchor:c="bottom",monospace:u,fontFamily:f=(u?"ui-monospace, monospace":void 0),fontSize:h,fontStyle:d,fontVariant:p,fontWeight:m,lineHeight:y=1,lineWidth:g=20,frameAnchor:v,format:x,textAnchor:w="start",textOverflow:b,textPadding:k=8,title:$,pointerSize:M=12,pathFilter:A="drop-shadow(0 3px 4px rgba(0,0,0,0.2))"}=e;super(t,{x:{value:null!=o&&null!=i?null:n,scale:"x",optional:!0},y:{value:null!=a&&null!=l?null:r,scale:"y",optional:!0},x1:{value:o,scale:"x",optional:null==i},y1:{value:a,scale:"y",optional:null==l},x2:{value:i,scale:"x",optional:null==o},y2:{value:l,scale:"y",optional:null==a},title:{value:$,optional:!0}},e,Hl),this.anchor=ce(s,"anchor"),this.preferredAnchor=ce(c,"preferredAnchor"),this.frameAnchor=ue(v),this.textAnchor=Vo(w,"middle"),this.textPadding=+k,this.pointerSize=+M,this.pathFilter=et(A),this.lineHeight=+y,this.lineWidth=+g,this.textOverflow=Ji(b),this.monospace=!!u,this.fontFamily=et(f),this.fontSize=nt(h),this.fontStyle=et(d),this.fontVariant=et(p),this.fontWeight=et(m);for(const t in Hl)t in this.channels&&(this[t]=Hl[t]);this.splitLines=sa(this),this.clipLine=ca(this),this.format="string"==typeof x||"function"==typeof x?{title:x}:{...x}}render(t,n,r,o,i){const a=this,{x:l,y:s,fx:c,fy:u}=n,{ownerSVGElement:f,document:h}=i,{anchor:d,monospace:p,lineHeight:m,lineWidth:y}=this,{textPadding:g,pointerSize:v,pathFilter:x}=this,{marginTop:w,marginLeft:b}=o,{x1:k,y1:$,x2:M,y2:A,x:L=k??M,y:S=$??A}=r,z=c?c(t.fx)-b:0,O=u?u(t.fy)-w:0,[E,R]=ti(this,o),C=di(r,E),N=pi(r,R),T=p?la:aa,B=T(ua);let I,P;"title"in r?(I=Jl.call(this,{title:r.channels.title},n),P=Kl):(I=Jl.call(this,r.channels,n),P=ts);const W=vo("svg:g",i).call(_o,this,o,i).call(na,this).call(Uo,this,{x:L&&l,y:S&&s}).call((o=>o.selectAll().data(t).enter().append("g").attr("transform",(t=>`translate(${Math.round(C(t))},${Math.round(N(t))})`)).call(Go,this).call((t=>t.append("path").attr("filter",x))).call((o=>o.append("text").each((function(o){const i=e.select(this);this.setAttribute("fill","currentColor"),this.setAttribute("fill-opacity",1),this.setAttribute("stroke","none");const l=P.call(a,o,t,I,n,r);if("string"==typeof l)for(const t of a.splitLines(l))j(i,{value:a.clipLine(t)});else{const t=new Set;for(const e of l){const{label:n=""}=e;n&&t.has(n)||(t.add(n),j(i,e))}}}))))));function j(t,{label:e,value:n,color:r,opacity:o}){e??="",n??="";const i=null!=r||null!=o;let a,l=100*y;const[s]=fa(e,l,T,B);if(s>=0)e=e.slice(0,s).trimEnd()+ua,a=n.trim(),n="";else{(e||!n&&!i)&&(n=" "+n);const[t]=fa(n,l-T(e),T,B);t>=0&&(a=n.trim(),n=n.slice(0,t).trimEnd()+ua)}const c=t.append("tspan").attr("x",0).attr("dy",`${m}em`).text("\u200B");e&&c.append("tspan").attr("font-weight","bold").text(e),n&&c.append((()=>h.createTextNode(n))),i&&c.append("tspan").text(" \u25A0").attr("fill",r).attr("fill-opacity",o).style("user-select","none"),a&&c.append("title").text(a)}function F(){const{width:t,height:e}=o.facet??o;W.selectChildren().each((function(n){let{x:r,width:o,height:i}=this.getBBox();o=Math.round(o),i=Math.round(i);let l=d;if(void 0===l){const r=C(n)+z,s=N(n)+O,c=r+o+v+2*g<t,u=r-o-v-2*g>0,f=s+i+v+2*g<e,h=s-i-v-2*g>0;l=c&&u?f&&h?a.preferredAnchor:h?"bottom":"top":f&&h?c?"left":"right":(c||u)&&(f||h)?`${h?"bottom":"top"}-${c?"left":"right"}`:a.preferredAnchor}const s=this.firstChild,c=this.lastChild;if(s.setAttribute("d",function(t,e,n,r,o){const i=r+2*n,a=o+2*n;switch(t){case"middle":return`M${-i/2},${-a/2}h${i}v${a}h${-i}z`;case"top-left":return`M0,0l${e},${e}h${i-e}v${a}h${-i}z`;case"top":return`M0,0l${e/2},${e/2}h${(i-e)/2}v${a}h${-i}v${-a}h${(i-e)/2}z`;case"top-right":return`M0,0l${-e},${e}h${e-i}v${a}h${i}z`;case"right":return`M0,0l${-e/2},${-e/2}v${e/2-a/2}h${-i}v${a}h${i}v${e/2-a/2}z`;case"bottom-left":return`M0,0l${e},${-e}h${i-e}v${-a}h${-i}z`;case"bottom":return`M0,0l${e/2},${-e/2}h${(i-e)/2}v${-a}h${-i}v${a}h${(i-e)/2}z`;case"bottom-right":return`M0,0l${-e},${-e}h${e-i}v${-a}h${i}z`;case"left":return`M0,0l${e/2},${-e/2}v${e/2-a/2}h${i}v${a}h${-i}v${e/2-a/2}z`}}(l,v,g,o,i)),r)for(const t of c.childNodes)t.setAttribute("x",-r);c.setAttribute("y",+function(t,e,n){return/^top(?:-|$)/.test(t)?.94-n:-.29-e*n}(l,c.childNodes.length,m).toFixed(6)+"em"),c.setAttribute("transform",`translate(${function(t,e,n,r,o){switch(t){case"middle":return[-r/2,o/2];case"top-left":return[n,e+n];case"top":return[-r/2,e/2+n];case"top-right":return[-r-n,e+n];case"right":return[-e/2-r-n,o/2];case"bottom-left":return[n,-e-n];case"bottom":return[-r/2,-e/2-n];case"bottom-right":return[-r-n,-e-n];case"left":return[n+e/2,o/2]}}(l,v,g,o,i)})`)})),W.attr("visibility",null)}return t.length&&(W.attr("visibility","hidden"),f.isConnected?Promise.resolve().then(F):"undefined"!=typeof requestAnimationFrame&&requestAnimationFrame(F)),W.node()}}function Zl(t,{x:e,y:n,...r}={}){return void 0===r.frameAnchor&&([e,n]=Et(e,n)),new Vl(t,{...r,x:e,y:n})}function Jl(t,n){const r={};let o=this.format;o=Ql(o,t,"x"),o=Ql(o,t,"y"),this.format=o;for(const e in o){const n=o[e];if(null!==n&&!1!==n)if("fx"===e||"fy"===e)r[e]=!0;else{const n=Rn(t,e);n&&(r[e]=n)}}for(const e in t){if(e in r||e in o||Ul.has(e))continue;if(("x"===e||"y"===e)&&t.geometry)continue;const n=Rn(t,e);if(n){if(null==n.scale&&"color"===n.defaultScale)continue;r[e]=n}}this.facet&&(n.fx&&!("fx"in o)&&(r.fx=!0),n.fy&&!("fy"in o)&&(r.fy=!0));for(const t in r){const o=this.format[t];if("string"==typeof o){const i=r[t]?.value??n[t]?.domain()??[];this.format[t]=(Kt(i)?e.utcFormat:e.format)(o)}else if(void 0===o||!0===o){const e=n[t];this.format[t]=e?.bandwidth?Ja(e,e.domain()):zo}}return r}function Ql(t,e,n){if(!(n in t))return t;const r=`${n}1`,o=`${n}2`;if(!(!(r in t)&&r in e||!(o in t)&&o in e))return t;const i=Object.entries(t),a=t[n];return i.splice(i.findIndex((([t])=>t===n))+1,0,[r,a],[o,a]),Object.fromEntries(i)}function Kl(t,e,{title:n}){return this.format.title(n.value[t],t)}function*ts(t,e,r,o,i){for(const a in r){if("fx"===a||"fy"===a){yield{label:rs(o,r,a),value:this.format[a](e[a],t)};continue}if("x1"===a&&"x2"in r)continue;if("y1"===a&&"y2"in r)continue;const l=r[a];if("x2"===a&&"x1"in r)yield{label:ns(o,r,"x"),value:es(this.format.x2,r.x1,l,t)};else if("y2"===a&&"y1"in r)yield{label:ns(o,r,"y"),value:es(this.format.y2,r.y1,l,t)};else{const e=l.value[t],s=l.scale;if(!n(e)&&null==s)continue;yield{label:rs(o,r,a),value:this.format[a](e,t),color:"color"===s?i[a][t]:null,opacity:"opacity"===s?i[a][t]:null}}}}function es(t,e,n,r){return n.hint?.length?`${t(n.value[r]-e.value[r],r)}`:`${t(e.value[r],r)}\u2013${t(n.value[r],r)}`}function ns(t,e,n){const r=rs(t,e,`${n}1`,n),o=rs(t,e,`${n}2`,n);return r===o?r:`${r}\u2013${o}`}function rs(t,e,n,r=n){const o=e[n],i=t[o?.scale??n];return String(i?.label??o?.label??r)}function os(t={}){const{facet:n,style:r,title:o,subtitle:i,caption:a,ariaLabel:l,ariaDescription:s}=t,c=Qo(t.className),u=void 0===t.marks?[]:as(t.marks);u.push(...function(t){const e=[];for(const n of t){let t=n.tip;if(t){!0===t?t={}:"string"==typeof t&&(t={pointer:t});let{pointer:r,preferredAnchor:o}=t;r=/^x$/i.test(r)?fi:/^y$/i.test(r)?hi:ui,t=r(ms(n,t)),t.title=null,void 0===o&&(t.preferredAnchor=r===hi?"left":"bottom");const i=Zl(n.data,t);i.facet=n.facet,i.facetAnchor=n.facetAnchor,e.push(i)}}return e}(u));const f=function(t,e){if(null==t)return;const{x:n,y:r}=t;if(null==n&&null==r)return;const o=gt(t.data);if(null==o)throw new Error("missing facet data");const i={};null!=n&&(i.fx=wn(o,{value:n,scale:"fx"}));null!=r&&(i.fy=wn(o,{value:r,scale:"fy"}));cs(i,e);const a=_r(o,i);return{channels:i,groups:a,data:t.data}}(n,t),h=new Map;for(const e of u){const n=ps(e,f,t);n&&h.set(e,n)}const d=new Map;f&&hs(d,[f],t),hs(d,h,t);const p=as(function(t,e,n){let{projection:r,x:o={},y:i={},fx:a={},fy:l={},axis:s,grid:c,facet:u={},facet:{axis:f=s,grid:h}=u,x:{axis:d=s,grid:p=(null===d?null:c)}=o,y:{axis:m=s,grid:y=(null===m?null:c)}=i,fx:{axis:g=f,grid:v=(null===g?null:h)}=a,fy:{axis:x=f,grid:w=(null===x?null:h)}=l}=n;(r||!Lt(o)&&!ws("x",t))&&(d=p=null);(r||!Lt(i)&&!ws("y",t))&&(m=y=null);e.has("fx")||(g=v=null);e.has("fy")||(x=w=null);void 0===d&&(d=!xs(t,"x"));void 0===m&&(m=!xs(t,"y"));void 0===g&&(g=!xs(t,"fx"));void 0===x&&(x=!xs(t,"fy"));!0===d&&(d="bottom");!0===m&&(m="left");!0===g&&(g="top"===d||null===d?"bottom":"top");!0===x&&(x="right"===m||null===m?"left":"right");const b=[];return gs(b,w,Da,l),ys(b,x,Ia,"right","left",u,l),gs(b,v,_a,a),ys(b,g,Wa,"top","bottom",u,a),gs(b,y,qa,i),ys(b,m,Ba,"left","right",n,i),gs(b,p,Ya,o),ys(b,d,Pa,"bottom","top",n,o),b}(u,d,t));for(const e of p){const n=ps(e,f,t);n&&h.set(e,n)}u.unshift(...p);let m=function(t,n){const{fx:r,fy:o}=kr(t,n),i=r?.scale.domain(),a=o?.scale.domain();return i&&a?e.cross(i,a).map((([t,e],n)=>({x:t,y:e,i:n}))):i?i.map(((t,e)=>({x:t,i:e}))):a?a.map(((t,e)=>({y:t,i:e}))):void 0}(d,t);if(void 0!==m){const t=f?no(m,f):void 0;for(const e of u){if(null===e.facet||"super"===e.facet)continue;const n=h.get(e);void 0!==n&&(n.facetsIndex=null!=e.fx||null!=e.fy?no(m,n):t)}const e=new Set;for(const{facetsIndex:t}of h.values())t?.forEach(((t,n)=>{t?.length>0&&e.add(n)}));m.forEach(0<e.size&&e.size<m.length?(t,n)=>t.empty=!e.has(n):t=>t.empty=!1);for(const t of u)if("exclude"===t.facet){const e=h.get(t);void 0!==e&&(e.facetsIndex=Gr(e.facetsIndex))}}for(const e of ke.keys())Lt(t[e])&&"fx"!==e&&"fy"!==e&&d.set(e,[]);const y=new Map;for(const e of u){if(y.has(e))throw new Error("duplicate mark; each mark must be unique");const{facetsIndex:n,channels:r}=h.get(e)??{},{data:o,facets:i,channels:a}=e.initialize(n,r,t);cs(a,t),y.set(e,{data:o,facets:i,channels:a})}const g=kr(hs(d,y,t),t),v=function(t,e,n={}){let r=.5-Oo,o=.5+Oo,i=.5+Oo,a=.5-Oo;for(const{marginTop:t,marginRight:n,marginBottom:l,marginLeft:s}of e)t>r&&(r=t),n>o&&(o=n),l>i&&(i=l),s>a&&(a=s);let{margin:l,marginTop:s=(void 0!==l?l:r),marginRight:c=(void 0!==l?l:o),marginBottom:u=(void 0!==l?l:i),marginLeft:f=(void 0!==l?l:a)}=n;s=+s,c=+c,u=+u,f=+f;let{width:h=640,height:d=ai(t,n,{width:h,marginTopDefault:r,marginRightDefault:o,marginBottomDefault:i,marginLeftDefault:a})+Math.max(0,s-r+u-i)}=n;h=+h,d=+d;const p={width:h,height:d,marginTop:s,marginRight:c,marginBottom:u,marginLeft:f};if(t.fx||t.fy){let{margin:t,marginTop:e=(void 0!==t?t:s),marginRight:r=(void 0!==t?t:c),marginBottom:o=(void 0!==t?t:u),marginLeft:i=(void 0!==t?t:f)}=n.facet??{};e=+e,r=+r,o=+o,i=+i,p.facet={marginTop:e,marginRight:r,marginBottom:o,marginLeft:i}}return p}(g,u,t);!function(t,e){const{x:n,y:r,fx:o,fy:i}=t,a=o||i?Lr(e):e;o&&zr(o,a),i&&Or(i,a);const l=o||i?Sr(t,e):e;n&&zr(n,l),r&&Or(r,l)}(g,v);const x=$r(g),{fx:w,fy:b}=x,k=w||b?Sr(g,v):v,$=w||b?function({fx:t,fy:e},n){const{marginTop:r,marginRight:o,marginBottom:i,marginLeft:a,width:l,height:s}=Lr(n),c=t&&bs(t),u=e&&bs(e);return{marginTop:e?u[0]:r,marginRight:t?l-c[1]:o,marginBottom:e?s-u[1]:i,marginLeft:t?c[0]:a,inset:{marginTop:n.marginTop,marginRight:n.marginRight,marginBottom:n.marginBottom,marginLeft:n.marginLeft},width:l,height:s}}(x,v):v,M=go(t),A=M.document,L=e.creator("svg").call(A.documentElement);let S=L;M.ownerSVGElement=L,M.className=c,M.projection=ao(t,k),M.path=function(){return e.geoPath(this.projection??function({x:t,y:n}){if(t||n)return t??=t=>t,n??=t=>t,e.geoTransform({point(e,r){this.stream.point(t(e),n(r))}})}(x))},M.filterFacets=(t,e)=>no(m,{channels:e,groups:_r(t,e)}),M.getMarkState=t=>{const e=y.get(t),n=h.get(t);return{...e,channels:{...e.channels,...n?.channels}}},M.dispatchValue=t=>{S.value!==t&&(S.value=t,S.dispatchEvent(new M.document.defaultView.Event("input",{bubbles:!0})))};const z=new Set;for(const[e,n]of y)if(null!=e.initializer){const r="super"===e.facet?$:k,o=e.initializer(n.data,n.facets,n.channels,x,r,M);if(void 0!==o.data&&(n.data=o.data),void 0!==o.facets&&(n.facets=o.facets),void 0!==o.channels){const{fx:r,fy:i,...a}=o.channels;fs(a),Object.assign(n.channels,a);for(const e of Object.values(a)){const{scale:n}=e;null!=n&&((O=ke.get(n))!==me&&O!==be)&&(us(e,t),z.add(n))}null==r&&null==i||h.set(e,!0)}}var O;if(z.size){const e=new Map;hs(e,y,t,(t=>z.has(t))),hs(d,y,t,(t=>z.has(t)));const n=function(t,e){for(const n in t){const r=t[n],o=e[n];void 0===r.label&&o&&(r.label=o.label)}return t}(kr(e,t),g),{scales:r,...o}=$r(n);Object.assign(g,n),Object.assign(x,o),Object.assign(x.scales,r)}let E,R;void 0!==m&&(E={x:w?.domain(),y:b?.domain()},m=function(t,{x:e,y:n}){return e&&=Ur(e),n&&=Ur(n),t.filter(e&&n?t=>e.has(t.x)&&n.has(t.y):e?t=>e.has(t.x):t=>n.has(t.y)).sort(e&&n?(t,r)=>e.get(t.x)-e.get(r.x)||n.get(t.y)-n.get(r.y):e?(t,n)=>e.get(t.x)-e.get(n.x):(t,e)=>n.get(t.y)-n.get(e.y))}(m,E),R=function(t,e,{marginTop:n,marginLeft:r}){const o=t?({x:e})=>t(e)-r:()=>0,i=e?({y:t})=>e(t)-n:()=>0;return function(t){"svg"===this.tagName?(this.setAttribute("x",o(t)),this.setAttribute("y",i(t))):this.setAttribute("transform",`translate(${o(t)},${i(t)})`)}}(w,b,v));for(const[t,e]of y)e.values=t.scale(e.channels,x,M);const{width:C,height:N}=v;e.select(L).attr("class",c).attr("fill","currentColor").attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("text-anchor","middle").attr("width",C).attr("height",N).attr("viewBox",`0 0 ${C} ${N}`).attr("aria-label",l).attr("aria-description",s).call((t=>t.append("style").text(`:where(.${c}) {\\n  --plot-background: white;\\n  display: block;\\n  height: auto;\\n  height: intrinsic;\\n  max-width: 100%;\\n}\\n:where(.${c} text),\\n:where(.${c} tspan) {\\n  white-space: pre;\\n}`))).call(Ko,r);for(const t of u){const{channels:n,values:r,facets:o}=y.get(t);if(void 0===m||"super"===t.facet){let e=null;if(o&&(e=o[0],e=t.filter(e,n,r),0===e.length))continue;const i=t.render(e,x,r,$,M);if(null==i)continue;L.appendChild(i)}else{let i;for(const a of m){if(!(t.facetAnchor?.(m,E,a)??!a.empty))continue;let l=null;if(o){const e=h.has(t);if(l=o[e?a.i:0],l=t.filter(l,n,r),0===l.length)continue;e||l!==o[0]||(l=It(l)),l.fx=a.x,l.fy=a.y,l.fi=a.i}const s=t.render(l,x,r,k,M);if(null!=s){(i??=e.select(L).append("g")).append((()=>s)).datum(a);for(const t of["aria-label","aria-description","aria-hidden","transform"])s.hasAttribute(t)&&(i.attr(t,s.getAttribute(t)),s.removeAttribute(t))}}i?.selectChildren().each(R)}}const T=function(t,e,n){const r=[];for(const[o,i]of cl){const a=n[o];if(a?.legend&&o in t){const n=i(t[o],ul(e,t[o],a),(e=>t[e]));null!=n&&r.push(n)}}return r}(g,M,t),{figure:B=null!=o||null!=i||null!=a||T.length>0}=t;B&&(S=A.createElement("figure"),S.className=`${c}-figure`,S.style.maxWidth="initial",null!=o&&S.append(is(A,o,"h2")),null!=i&&S.append(is(A,i,"h3")),S.append(...T,L),null!=a&&S.append(function(t,e){const n=t.createElement("figcaption");return n.append(e),n}(A,a)),"value"in L&&(S.value=L.value,delete L.value)),S.scale=function(t){return e=>{if(!ke.has(e=`${e}`))throw new Error(`unknown scale: ${e}`);return t[e]}}(x.scales),S.legend=function(t,e,n={}){return(r,o)=>{if(!cl.has(r))throw new Error(`unknown legend type: ${r}`);if(r in t)return cl.get(r)(t[r],ul(e,n[r],o),(e=>t[e]))}}(g,M,t);const I=function(){const t=lr;return lr=0,ar=void 0,t}();return I>0&&e.select(L).append("text").attr("x",C).attr("y",20).attr("dy","-1em").attr("text-anchor","end").attr("font-family","initial").text("\u26A0\uFE0F").append("title").text(`${I.toLocaleString("en-US")} warning${1===I?"":"s"}. Please check the console.`),S}function is(t,e,n){if(e.ownerDocument)return e;const r=t.createElement(n);return r.append(e),r}function as(t){return t.flat(1/0).filter((t=>null!=t)).map(ls)}function ls(t){return"function"==typeof t.render?t:new ss(t)}class ss extends ei{constructor(t){if("function"!=typeof t)throw new TypeError("invalid mark; missing render function");super(),this.render=t}render(){}}function cs(t,e){for(const n in t)us(t[n],e);return t}function us(t,e){const{scale:n,transform:r=!0}=t;if(null==n||!r)return;const{type:o,percent:i,interval:a,transform:l=(i?t=>null==t?NaN:100*t:_t(a,o))}=e[n]??{};null!=l&&(t.value=wt(t.value,l),t.transform=!1)}function fs(t){for(const e in t)$n(e,t[e])}function hs(t,e,n,r=tt){for(const{channels:o}of e.values())for(const e in o){const i=o[e],{scale:a}=i;if(null!=a&&r(a))if("projection"===a){if(!po(n)){const e=void 0===n.x?.domain,r=void 0===n.y?.domain;if(e||r){const[n,o]=yo(i);e&&ds(t,"x",n),r&&ds(t,"y",o)}}}else ds(t,a,i)}return t}function ds(t,e,n){const r=t.get(e);void 0!==r?r.push(n):t.set(e,[n])}function ps(t,e,n){if(null===t.facet||"super"===t.facet)return;const{fx:r,fy:o}=t;if(null!=r||null!=o){const e=gt(t.data??r??o);if(void 0===e)throw new Error(`missing facet data in ${t.ariaLabel}`);if(null===e)return;const i={};return null!=r&&(i.fx=wn(e,{value:r,scale:"fx"})),null!=o&&(i.fy=wn(e,{value:o,scale:"fy"})),cs(i,n),{channels:i,groups:_r(e,i)}}if(void 0===e)return;const{channels:i,groups:a,data:l}=e;if("auto"!==t.facet||t.data===l)return{channels:i,groups:a};l.length>0&&(a.size>1||1===a.size&&i.fx&&i.fy&&[...a][0][1].size>1)&&Ct(gt(t.data))===Ct(l)&&sr(`Warning: the ${t.ariaLabel} mark appears to use faceted data, but isn\u2019t faceted. The mark data has the same length as the facet data and the mark facet option is "auto", but the mark data and facet data are distinct. If this mark should be faceted, set the mark facet option to true; otherwise, suppress this warning by setting the mark facet option to false.`)}function ms(t,e={}){return Re({...e,x:null,y:null},((e,n,r,o,i,a)=>a.getMarkState(t)))}function ys(t,e,n,r,o,i,a){if(!e)return;const l=/^\\s*both\\s*$/i.test(e);a=function(t,e,{line:n=e.line,ticks:r,tickSize:o,tickSpacing:i,tickPadding:a,tickFormat:l,tickRotate:s,fontVariant:c,ariaLabel:u,ariaDescription:f,label:h=e.label,labelAnchor:d,labelArrow:p=e.labelArrow,labelOffset:m}){return{anchor:t,line:n,ticks:r,tickSize:o,tickSpacing:i,tickPadding:a,tickFormat:l,tickRotate:s,fontVariant:c,ariaLabel:u,ariaDescription:f,label:h,labelAnchor:d,labelArrow:p,labelOffset:m}}(l?r:e,i,a);const{line:s}=a;n!==Ba&&n!==Pa||!s||se(s)||t.push(Xl(function(t){const{anchor:e,line:n}=t;return{anchor:e,facetAnchor:e+"-empty",stroke:!0===n?void 0:n}}(a))),t.push(n(a)),l&&t.push(n({...a,anchor:o,label:null}))}function gs(t,e,n,r){e&&!se(e)&&t.push(n(function(t,{stroke:e=(ie(t)?t:void 0),ticks:n=(vs(t)?t:void 0),tickSpacing:r,ariaLabel:o,ariaDescription:i}){return{stroke:e,ticks:n,tickSpacing:r,ariaLabel:o,ariaDescription:i}}(e,r)))}function vs(t){switch(typeof t){case"number":return!0;case"string":return!ie(t)}return Zt(t)||"function"==typeof t?.range}function xs(t,e){const n=`${e}-axis `;return t.some((t=>t.ariaLabel?.startsWith(n)))}function ws(t,e){for(const n of e)for(const e in n.channels){const{scale:r}=n.channels[e];if(r===t||"projection"===r)return!0}return!1}function bs(t){const e=t.domain();if(0===e.length)return[0,t.bandwidth()];let n=t(e[0]),r=t(e[e.length-1]);return r<n&&([n,r]=[r,n]),[n,r+t.bandwidth()]}const ks=new Map([["basis",e.curveBasis],["basis-closed",e.curveBasisClosed],["basis-open",e.curveBasisOpen],["bundle",e.curveBundle],["bump-x",e.curveBumpX],["bump-y",e.curveBumpY],["cardinal",e.curveCardinal],["cardinal-closed",e.curveCardinalClosed],["cardinal-open",e.curveCardinalOpen],["catmull-rom",e.curveCatmullRom],["catmull-rom-closed",e.curveCatmullRomClosed],["catmull-rom-open",e.curveCatmullRomOpen],["linear",e.curveLinear],["linear-closed",e.curveLinearClosed],["monotone-x",e.curveMonotoneX],["monotone-y",e.curveMonotoneY],["natural",e.curveNatural],["step",e.curveStep],["step-after",e.curveStepAfter],["step-before",e.curveStepBefore]]);function $s(t=e.curveLinear,n){if("function"==typeof t)return t;const r=ks.get(`${t}`.toLowerCase());if(!r)throw new Error(`unknown curve: ${t}`);if(void 0!==n){if("beta"in r)return r.beta(n);if("tension"in r)return r.tension(n);if("alpha"in r)return r.alpha(n)}return r}function Ms(t=As,e){return"function"!=typeof t&&"auto"===`${t}`.toLowerCase()?As:$s(t,e)}function As(t){return e.curveLinear(t)}function Ls(t={y:"count"},e={}){[t,e]=Ns(t,e);const{x:n,y:r}=e;return Cs(Ts(n,e,Q),null,null,r,t,Ei(e))}function Ss(t={x:"count"},e={}){[t,e]=Ns(t,e);const{x:n,y:r}=e;return Cs(null,Ts(r,e,Q),n,null,t,Ri(e))}function zs(t={fill:"count"},e={}){[t,e]=Ns(t,e);const{x:n,y:r}=function(t){let{x:e,y:n}=t;return e=Ts(e,t),n=Ts(n,t),[e.value,n.value]=Et(e.value,n.value),{x:e,y:n}}(e);return Cs(n,r,null,null,t,Ei(Ri(e)))}function Os(t,e,n={}){if(null==n?.interval)return n;const{reduce:r=un}=n,o={filter:null};return null!=n[e]&&(o[e]=r),null!=n[`${e}1`]&&(o[`${e}1`]=r),null!=n[`${e}2`]&&(o[`${e}2`]=r),t(o,n)}function Es(t={}){return Os(Ls,"y",ii(t,"x"))}function Rs(t={}){return Os(Ss,"x",ii(t,"y"))}function Cs(t,e,n,r,{data:o=cn,filter:i=dn,sort:a,reverse:l,...s}={},c={}){t=Bs(t),e=Bs(e),s=function(t,e){return He(t,e,Ps)}(s,c),o=js(o,Q),a=null==a?void 0:Ps("sort",a,c),i=null==i?void 0:Ws("filter",i,c),null!=n&&Xe(s,"x","x1","x2")&&(n=null),null!=r&&Xe(s,"y","y1","y2")&&(r=null);const[u,f]=Ft(t),[h,d]=Ft(t),[p,m]=Ft(e),[y,g]=Ft(e),[v,x]=null!=n?[n,"x"]:null!=r?[r,"y"]:[],[w,b]=Ft(v),{x:k,y:$,z:M,fill:A,stroke:L,x1:S,x2:z,y1:O,y2:E,domain:R,cumulative:C,thresholds:N,interval:T,...B}=c,[I,P]=Ft(M),[W]=dt(A),[j]=dt(L),[F,q]=Ft(W),[D,Y]=Ft(j);return{..."z"in c&&{z:I||M},..."fill"in c&&{fill:F||A},..."stroke"in c&&{stroke:D||L},...Ee(B,((n,r,c)=>{const u=Yt(_(n,v),c?.[x]),h=_(n,M),p=_(n,W),y=_(n,j),w=on(s,{z:h,fill:p,stroke:y}),k=[],$=[],A=u&&b([]),L=h&&P([]),S=p&&q([]),z=y&&Y([]),O=t&&f([]),E=t&&d([]),R=e&&m([]),C=e&&g([]),N=function(t,e,n){const r=t?.(n),o=e?.(n);return r&&o?function*(t){const e=r.bin(t);for(const[t,[i,a]]of r.entries()){const r=o.bin(e[t]);for(const[t,[e,l]]of o.entries())yield[r[t],{data:n,x1:i,y1:e,x2:a,y2:l}]}}:r?function*(t){const e=r.bin(t);for(const[t,[o,i]]of r.entries())yield[e[t],{data:n,x1:o,x2:i}]}:function*(t){const e=o.bin(t);for(const[t,[r,i]]of o.entries())yield[e[t],{data:n,y1:r,y2:i}]}}(t,e,n);let T=0;for(const t of s)t.initialize(n);a&&a.initialize(n),i&&i.initialize(n);for(const t of r){const e=[];for(const e of s)e.scope("facet",t);a&&a.scope("facet",t),i&&i.scope("facet",t);for(const[r,l]of Ze(t,w))for(const[t,c]of Ze(l,u))for(const[l,f]of N(c))if(w&&(f.z=r),!i||i.reduce(l,f)){e.push(T++),$.push(o.reduceIndex(l,n,f)),u&&A.push(t),h&&L.push(w===h?r:h[(l.length>0?l:c)[0]]),p&&S.push(w===p?r:p[(l.length>0?l:c)[0]]),y&&z.push(w===y?r:y[(l.length>0?l:c)[0]]),O&&(O.push(f.x1),E.push(f.x2)),R&&(R.push(f.y1),C.push(f.y2));for(const t of s)t.reduce(l,f);a&&a.reduce(l,f)}k.push(e)}return an(k,a,l),{data:$,facets:k}})),...!Xe(s,"x")&&(u?{x1:u,x2:h,x:Dt(u,h)}:{x:k,x1:S,x2:z}),...!Xe(s,"y")&&(p?{y1:p,y2:y,y:Dt(p,y)}:{y:$,y1:O,y2:E}),...w&&{[x]:w},...Object.fromEntries(s.map((({name:t,output:e})=>[t,e])))}}function Ns({cumulative:t,domain:e,thresholds:n,interval:r,...o},i){return[o,{cumulative:t,domain:e,thresholds:n,interval:r,...i}]}function Ts(t,{cumulative:e,domain:n,thresholds:r,interval:o},i){return void 0===(t={...Vt(t)}).domain&&(t.domain=n),void 0===t.cumulative&&(t.cumulative=e),void 0===t.thresholds&&(t.thresholds=r),void 0===t.interval&&(t.interval=o),void 0===t.value&&(t.value=i),t.thresholds=Is(t.thresholds,t.interval),t}function Bs(t){if(null==t)return;const{value:n,cumulative:r,domain:o=e.extent,thresholds:i}=t,a=t=>{let a,l=_(t,n);if(Kt(l)||(function(t){return Ut(t)&&"function"==typeof t?.floor&&t.floor()instanceof Date}(s=i)||Zt(s)&&Kt(s))){l=wt(l,ht,Float64Array);let[t,n]="function"==typeof o?o(l):o,r="function"!=typeof i||Ut(i)?i:i(l,t,n);"number"==typeof r&&(r=e.utcTickInterval(t,n,r)),Ut(r)&&(o===e.extent&&(t=r.floor(t),n=r.offset(r.floor(n))),r=r.range(t,r.offset(n))),a=r}else{l=ct(l);let[t,n]="function"==typeof o?o(l):o,r="function"!=typeof i||Ut(i)?i:i(l,t,n);if("number"==typeof r)if(o===e.extent){let o=e.tickIncrement(t,n,r);if(isFinite(o))if(o>0){let e=Math.round(t/o),i=Math.round(n/o);e*o<=t||--e,i*o>n||++i;let a=i-e+1;r=new Float64Array(a);for(let t=0;t<a;++t)r[t]=(e+t)*o}else if(o<0){o=-o;let e=Math.round(t*o),i=Math.round(n*o);e/o<=t||--e,i/o>n||++i;let a=i-e+1;r=new Float64Array(a);for(let t=0;t<a;++t)r[t]=(e+t)/o}else r=[t];else r=[t]}else r=e.ticks(t,n,r);else Ut(r)&&(o===e.extent&&(t=r.floor(t),n=r.offset(r.floor(n))),r=r.range(t,r.offset(n)));a=r}var s;const c=[];if(1===a.length)c.push([a[0],a[0]]);else for(let t=1;t<a.length;++t)c.push([a[t-1],a[t]]);return c.bin=(r<0?_s:r>0?Ys:Ds)(c,a,l),c};return a.label=qt(n),a}function Is(t,n,r=qs){if(void 0===t)return void 0===n?r:Ht(n);if("string"==typeof t){switch(t.toLowerCase()){case"freedman-diaconis":return e.thresholdFreedmanDiaconis;case"scott":return e.thresholdScott;case"sturges":return e.thresholdSturges;case"auto":return qs}return C(t)}return t}function Ps(t,e,n){return Ue(t,e,n,Ws)}function Ws(t,e,n){return Ve(t,e,n,js)}function js(t,e){return Je(t,e,Fs)}function Fs(t){switch(`${t}`.toLowerCase()){case"x":return Xs;case"x1":return Us;case"x2":return Vs;case"y":return Hs;case"y1":return Zs;case"y2":return Js;case"z":return xn}throw new Error(`invalid bin reduce: ${t}`)}function qs(t,n,r){return Math.min(200,e.thresholdScott(t,n,r))}function Ds(t,n,r){return n=ct(n),o=>{const i=t.map((()=>[]));for(const t of o)i[e.bisect(n,r[t])-1]?.push(t);return i}}function Ys(t,e,n){const r=Ds(t,e,n);return t=>{const e=r(t);for(let t=1,n=e.length;t<n;++t){const n=e[t-1],r=e[t];for(const t of n)r.push(t)}return e}}function _s(t,e,n){const r=Ds(t,e,n);return t=>{const e=r(t);for(let t=e.length-2;t>=0;--t){const n=e[t+1],r=e[t];for(const t of n)r.push(t)}return e}}function Gs(t,e){const n=(+t+ +e)/2;return t instanceof Date?new Date(n):n}const Xs={reduceIndex:(t,e,{x1:n,x2:r})=>Gs(n,r)},Hs={reduceIndex:(t,e,{y1:n,y2:r})=>Gs(n,r)},Us={reduceIndex:(t,e,{x1:n})=>n},Vs={reduceIndex:(t,e,{x2:n})=>n},Zs={reduceIndex:(t,e,{y1:n})=>n},Js={reduceIndex:(t,e,{y2:n})=>n},Qs={ariaLabel:"area",strokeWidth:1,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1};class Ks extends ei{constructor(t,e={}){const{x1:n,y1:r,x2:o,y2:i,z:a,curve:l,tension:s}=e;super(t,{x1:{value:n,scale:"x"},y1:{value:r,scale:"y"},x2:{value:o,scale:"x",optional:!0},y2:{value:i,scale:"y",optional:!0},z:{value:Rt(e),optional:!0}},e,Qs),this.z=a,this.curve=$s(l,s)}filter(t){return t}render(t,n,r,o,i){const{x1:a,y1:l,x2:s=a,y2:c=l}=r;return vo("svg:g",i).call(_o,this,o,i).call(Uo,this,n,0,0).call((n=>n.selectAll().data(jo(t,[a,l,s,c],this,r)).enter().append("path").call(Go,this).call(Po,this,r).attr("d",e.area().curve(this.curve).defined((t=>t>=0)).x0((t=>a[t])).y0((t=>l[t])).x1((t=>s[t])).y1((t=>c[t]))))).node()}}function tc(t,e){return void 0===e?nc(t,{x:rt,y:ot}):new Ks(t,e)}function ec(t,e){const{y:n=J,...r}=Rs(e);return new Ks(t,vl(dl({...r,y1:n,y2:void 0},n===J?"x2":"x")))}function nc(t,e){const{x:n=J,...r}=Es(e);return new Ks(t,xl(pl({...r,x1:n,x2:void 0},n===J?"y2":"y")))}const rc={ariaLabel:"link",fill:"none",stroke:"currentColor",strokeMiterlimit:1};class oc extends ei{constructor(t,e={}){const{x1:n,y1:r,x2:o,y2:i,curve:a,tension:l}=e;super(t,{x1:{value:n,scale:"x"},y1:{value:r,scale:"y"},x2:{value:o,scale:"x",optional:!0},y2:{value:i,scale:"y",optional:!0}},e,rc),this.curve=Ms(a,l),gi(this,e)}project(t,e,n){this.curve!==As&&super.project(t,e,n)}render(t,n,r,o,i){const{x1:a,y1:l,x2:s=a,y2:c=l}=r,{curve:u}=this;return vo("svg:g",i).call(_o,this,o,i).call(Uo,this,n).call((n=>n.selectAll().data(t).enter().append("path").call(Go,this).attr("d",u===As&&i.projection?function(t,e,n,r,o){return e=ct(e),n=ct(n),r=ct(r),o=ct(o),i=>t({type:"LineString",coordinates:[[e[i],n[i]],[r[i],o[i]]]})}(i.path(),a,l,s,c):t=>{const n=e.pathRound(),r=u(n);return r.lineStart(),r.point(a[t],l[t]),r.point(s[t],c[t]),r.lineEnd(),n}).call(Io,this,r).call(Ai,this,r,i))).node()}}function ic(t,{x:e,x1:n,x2:r,y:o,y1:i,y2:a,...l}={}){return[n,r]=ac(e,n,r),[i,a]=ac(o,i,a),new oc(t,{...l,x1:n,x2:r,y1:i,y2:a})}function ac(t,e,n){if(void 0===t){if(void 0===e){if(void 0!==n)return[n]}else if(void 0===n)return[e]}else{if(void 0===e)return void 0===n?[t]:[t,n];if(void 0===n)return[t,e]}return[e,n]}const lc={ariaLabel:"arrow",fill:"none",stroke:"currentColor",strokeLinecap:"round",strokeMiterlimit:1,strokeWidth:1.5};class sc extends ei{constructor(t,n={}){const{x1:r,y1:o,x2:i,y2:a,bend:l=0,headAngle:s=60,headLength:c=8,inset:u=0,insetStart:f=u,insetEnd:h=u,sweep:d}=n;super(t,{x1:{value:r,scale:"x"},y1:{value:o,scale:"y"},x2:{value:i,scale:"x",optional:!0},y2:{value:a,scale:"y",optional:!0}},n,lc),this.bend=!0===l?22.5:Math.max(-90,Math.min(90,l)),this.headAngle=+s,this.headLength=+c,this.insetStart=+f,this.insetEnd=+h,this.sweep=function(t=1){if("number"==typeof t)return lt(Math.sign(t));if("function"==typeof t)return(e,n,r,o)=>Math.sign(t(e,n,r,o));switch(yt(t,"sweep",["+x","-x","+y","-y"])){case"+x":return(t,n,r)=>e.ascending(t,r);case"-x":return(t,n,r)=>e.descending(t,r);case"+y":return(t,n,r,o)=>e.ascending(n,o);case"-y":return(t,n,r,o)=>e.descending(n,o)}}(d)}render(t,e,n,r,o){const{x1:i,y1:a,x2:l=i,y2:s=a,SW:c}=n,{strokeWidth:u,bend:f,headAngle:h,headLength:d,insetStart:p,insetEnd:m}=this,y=c?t=>c[t]:lt(void 0===u?1:u),g=h*yi/2,v=d/1.5;return vo("svg:g",o).call(_o,this,r,o).call(Uo,this,e).call((e=>e.selectAll().data(t).enter().append("path").call(Go,this).attr("d",(t=>{let e=i[t],n=a[t],r=l[t],o=s[t];const c=Math.hypot(r-e,o-n);if(c<=p+m)return null;let u=Math.atan2(o-n,r-e);const h=Math.min(v*y(t),c/3),d=this.sweep(e,n,r,o)*f*yi,x=Math.hypot(c/Math.tan(d),c)/2;if(p||m)if(x<1e5){const t=Math.sign(d),[i,a]=function([t,e],[n,r],o,i){const a=n-t,l=r-e,s=Math.hypot(a,l),c=i*Math.sqrt(o*o-s*s/4)/s;return[(t+n)/2-l*c,(e+r)/2+a*c]}([e,n],[r,o],x,t);if(p&&([e,n]=cc([i,a,x],[e,n,p],-t*Math.sign(p))),m){const[e,n]=cc([i,a,x],[r,o,m],t*Math.sign(m));u+=Math.atan2(n-a,e-i)-Math.atan2(o-a,r-i),r=e,o=n}}else{const t=r-e,i=o-n,a=Math.hypot(t,i);p&&(e+=t/a*p,n+=i/a*p),m&&(r-=t/a*m,o-=i/a*m)}const w=u+d,b=w+g,k=w-g,$=r-h*Math.cos(b),M=o-h*Math.sin(b),A=r-h*Math.cos(k),L=o-h*Math.sin(k);return`M${e},${n}${x<1e5?`A${x},${x} 0,0,${d>0?1:0} `:"L"}${r},${o}${h?`M${$},${M}L${r},${o}L${A},${L}`:""}`})).call(Io,this,n))).node()}}function cc([t,e,n],[r,o,i],a){const l=r-t,s=o-e,c=Math.hypot(l,s),u=(l*l+s*s-i*i+n*n)/(2*c),f=a*Math.sqrt(n*n-u*u);return[t+(l*u+s*f)/c,e+(s*u-l*f)/c]}const uc={ariaLabel:"bar"};class fc extends ei{constructor(t,e,n={},r=uc){super(t,e,n,r),Bl(this,n),Il(this,n)}render(t,e,n,r,o){const{rx:i,ry:a,rx1y1:l,rx1y2:s,rx2y1:c,rx2y2:u}=this,f=this._x(e,n,r),h=this._y(e,n,r),d=this._width(e,n,r),p=this._height(e,n,r);return vo("svg:g",o).call(_o,this,r,o).call(this._transform,this,e).call((e=>e.selectAll().data(t).enter().call(l||s||c||u?t=>t.append("path").call(Go,this).call(Pl,f,h,hc(f,d),hc(h,p),this).call(Io,this,n):t=>t.append("rect").call(Go,this).attr("x",f).attr("width",d).attr("y",h).attr("height",p).call(Ho,"rx",i).call(Ho,"ry",a).call(Io,this,n)))).node()}_x(t,{x:e},{marginLeft:n}){const{insetLeft:r}=this;return e?t=>e[t]+r:n+r}_y(t,{y:e},{marginTop:n}){const{insetTop:r}=this;return e?t=>e[t]+r:n+r}_width({x:t},{x:e},{marginRight:n,marginLeft:r,width:o}){const{insetLeft:i,insetRight:a}=this,l=e&&t?t.bandwidth():o-n-r;return Math.max(0,l-i-a)}_height({y:t},{y:e},{marginTop:n,marginBottom:r,height:o}){const{insetTop:i,insetBottom:a}=this,l=e&&t?t.bandwidth():o-n-r;return Math.max(0,l-i-a)}}function hc(t,e){return"function"==typeof t&&"function"==typeof e?n=>t(n)+e(n):"function"==typeof t?n=>t(n)+e:"function"==typeof e?n=>t+e(n):t+e}class dc extends fc{constructor(t,e={},n){const{x1:r,x2:o,y:i}=e;super(t,{x1:{value:r,scale:"x"},x2:{value:o,scale:"x"},y:{value:i,scale:"y",type:"band",optional:!0}},e,n)}_transform(t,e,{x:n}){t.call(Uo,e,{x:n},0,0)}_x({x:t},{x1:e,x2:n},{marginLeft:r}){const{insetLeft:o}=this;return Fr(t)?r+o:t=>Math.min(e[t],n[t])+o}_width({x:t},{x1:e,x2:n},{marginRight:r,marginLeft:o,width:i}){const{insetLeft:a,insetRight:l}=this;return Fr(t)?i-r-o-a-l:t=>Math.max(0,Math.abs(n[t]-e[t])-a-l)}}class pc extends fc{constructor(t,e={},n){const{x:r,y1:o,y2:i}=e;super(t,{y1:{value:o,scale:"y"},y2:{value:i,scale:"y"},x:{value:r,scale:"x",type:"band",optional:!0}},e,n)}_transform(t,e,{y:n}){t.call(Uo,e,{y:n},0,0)}_y({y:t},{y1:e,y2:n},{marginTop:r}){const{insetTop:o}=this;return Fr(t)?r+o:t=>Math.min(e[t],n[t])+o}_height({y:t},{y1:e,y2:n},{marginTop:r,marginBottom:o,height:i}){const{insetTop:a,insetBottom:l}=this;return Fr(t)?i-r-o-a-l:t=>Math.max(0,Math.abs(n[t]-e[t])-a-l)}}function mc(t,e={}){return Mt(e)||(e={...e,y:J,x2:Q}),new dc(t,vl(Wi(dl(e))))}function yc(t,e={}){return Mt(e)||(e={...e,x:J,y2:Q}),new pc(t,xl(ji(pl(e))))}const gc={ariaLabel:"cell"};class vc extends fc{constructor(t,{x:e,y:n,...r}={}){super(t,{x:{value:e,scale:"x",type:"band",optional:!0},y:{value:n,scale:"y",type:"band",optional:!0}},r,gc)}_transform(t,e){t.call(Uo,e,{},0,0)}}function xc(t,{x:e,y:n,...r}={}){return[e,n]=Et(e,n),new vc(t,{...r,x:e,y:n})}const wc={ariaLabel:"dot",fill:"none",stroke:"currentColor",strokeWidth:1.5};function bc(t){return void 0===t.sort&&void 0===t.reverse?Pe({channel:"-r"},t):t}class kc extends ei{constructor(t,n={}){const{x:r,y:o,r:i,rotate:a,symbol:s=e.symbolCircle,frameAnchor:c}=n,[u,f]=pt(a,0),[h,d]=function(t){if(null==t||Se(t))return[void 0,t];if("string"==typeof t){const e=Le.get(`${t}`.toLowerCase());if(e)return[void 0,e]}return[t,void 0]}(s),[p,m]=pt(i,null==h?3:4.5);super(t,{x:{value:r,scale:"x",optional:!0},y:{value:o,scale:"y",optional:!0},r:{value:p,scale:"r",filter:l,optional:!0},rotate:{value:u,optional:!0},symbol:{value:h,scale:"auto",optional:!0}},bc(n),wc),this.r=m,this.rotate=f,this.symbol=d,this.frameAnchor=ue(c);const{channels:y}=this,{symbol:g}=y;if(g){const{fill:t,stroke:e}=y;g.hint={fill:t?t.value===g.value?"color":"currentColor":this.fill??"currentColor",stroke:e?e.value===g.value?"color":"currentColor":this.stroke??"none"}}}render(t,n,r,o,i){const{x:a,y:l}=n,{x:c,y:u,r:f,rotate:h,symbol:d}=r,{r:p,rotate:m,symbol:y}=this,[g,v]=ti(this,o),x=y===e.symbolCircle,w=f?void 0:p*p*Math.PI;return s(p)&&(t=[]),vo("svg:g",i).call(_o,this,o,i).call(Uo,this,{x:c&&a,y:u&&l}).call((n=>n.selectAll().data(t).enter().append(x?"circle":"path").call(Go,this).call(x?t=>{t.attr("cx",c?t=>c[t]:g).attr("cy",u?t=>u[t]:v).attr("r",f?t=>f[t]:p)}:t=>{t.attr("transform",Ui`translate(${c?t=>c[t]:g},${u?t=>u[t]:v})${h?t=>` rotate(${h[t]})`:m?` rotate(${m})`:""}`).attr("d",f&&d?t=>{const n=e.pathRound();return d[t].draw(n,f[t]*f[t]*Math.PI),n}:f?t=>{const n=e.pathRound();return y.draw(n,f[t]*f[t]*Math.PI),n}:d?t=>{const n=e.pathRound();return d[t].draw(n,w),n}:(()=>{const t=e.pathRound();return y.draw(t,w),t})())}).call(Io,this,r))).node()}}function $c(t,{x:e,y:n,...r}={}){return void 0===r.frameAnchor&&([e,n]=Et(e,n)),new kc(t,{...r,x:e,y:n})}const Mc={ariaLabel:"line",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1};class Ac extends ei{constructor(t,e={}){const{x:n,y:r,z:o,curve:i,tension:a}=e;super(t,{x:{value:n,scale:"x"},y:{value:r,scale:"y"},z:{value:Rt(e),optional:!0}},e,Mc),this.z=o,this.curve=Ms(i,a),gi(this,e)}filter(t){return t}project(t,e,n){this.curve!==As&&super.project(t,e,n)}render(t,n,r,o,i){const{x:a,y:l}=r,{curve:s}=this;return vo("svg:g",i).call(_o,this,o,i).call(Uo,this,n).call((n=>n.selectAll().data(jo(t,[a,l],this,r)).enter().append("path").call(Go,this).call(Po,this,r).call(Li,this,r,i).attr("d",s===As&&i.projection?function(t,e,n){return e=ct(e),n=ct(n),r=>{let o=[];const i=[o];for(const t of r)-1===t?(o=[],i.push(o)):o.push([e[t],n[t]]);return t({type:"MultiLineString",coordinates:i})}}(i.path(),a,l):e.line().curve(s).defined((t=>t>=0)).x((t=>a[t])).y((t=>l[t]))))).node()}}function Lc(t,{x:e,y:n,...r}={}){return[e,n]=Et(e,n),new Ac(t,{...r,x:e,y:n})}function Sc(t,{x:e=Q,y:n=J,...r}={}){return new Ac(t,Rs({...r,x:e,y:n}))}function zc(t,{x:e=J,y:n=Q,...r}={}){return new Ac(t,Es({...r,x:e,y:n}))}function Oc(t,e){e=function({x:t,y:e,color:n,size:r,fx:o,fy:i,mark:a}={}){St(t)||(t=Cc(t));St(e)||(e=Cc(e));St(n)||(n=ie(n)?{color:n}:Cc(n));St(r)||(r=Cc(r));St(o)&&({value:o}=Cc(o));St(i)&&({value:i}=Cc(i));null!=a&&(a=`${a}`.toLowerCase());return{x:t,y:e,color:n,size:r,fx:o,fy:i,mark:a}}(e);const{x:n,y:r,color:o,size:i}=e,a=Rc(t,n),l=Rc(t,r),s=Rc(t,o),c=Rc(t,i);let u,f,h,{fx:d,fy:p,x:{value:m,reduce:y,zero:g,...v},y:{value:x,reduce:w,zero:b,...k},color:{value:$,color:M,reduce:A},size:{value:L,reduce:S},mark:z}=e;if(void 0===y&&(y=null==w&&null==m&&null==L&&null!=x?"count":null),void 0===w&&(w=null==y&&null==x&&null==L&&null!=m?"count":null),void 0!==S||null!=L||null!=A||null!=y||null!=w||null!=m&&!Qt(a)||null!=x&&!Qt(l)||(S="count"),void 0===g&&(g=!!Nc(y)||void 0),void 0===b&&(b=!!Nc(w)||void 0),null==m&&null==x)throw new Error("must specify x or y");if(null!=y&&null==x)throw new Error("reducing x requires y");if(null!=w&&null==m)throw new Error("reducing y requires x");switch(void 0===z&&(z=null!=L||null!=S?"dot":Nc(y)||Nc(w)||null!=A?"bar":null!=m&&null!=x?Qt(a)||Qt(l)||null==y&&null==w&&!Ec(a)&&!Ec(l)?"dot":"line":null!=m||null!=x?"rule":null),z){case"dot":h=$c,f="stroke";break;case"line":h=a&&l||null!=y||null!=w?b||null!=w||a&&Ec(a)?zc:g||null!=y||l&&Ec(l)?Sc:Lc:a?Sc:zc,f="stroke",Bc(s)&&(u=null);break;case"area":h=!b&&null==w&&(g||null!=y||l&&Ec(l))?ec:nc,f="fill",Bc(s)&&(u=null);break;case"rule":h=a?Gi:Xi,f="stroke";break;case"bar":h=null!=y?Qt(l)?Tc(y)&&a&&Qt(a)?xc:mc:ql:null!=w?Qt(a)?Tc(w)&&l&&Qt(l)?xc:yc:Dl:null!=A||null!=S?a&&Qt(a)&&l&&Qt(l)?xc:a&&Qt(a)?yc:l&&Qt(l)?mc:Fl:!a||!ne(a)||l&&ne(l)?!l||!ne(l)||a&&ne(a)?xc:yc:mc,f="fill";break;default:throw new Error(`invalid mark: ${z}`)}let O,E={fx:d,fy:p,x:a??void 0,y:l??void 0,[f]:s??M,z:u,r:c??void 0,tip:!0},R={[f]:A??void 0,r:S??void 0};if(null!=y&&null!=w)throw new Error("cannot reduce both x and y");return null!=w?(R.y=w,O=Qt(a)?De:Ls):null!=y?(R.x=y,O=Qt(l)?Ye:Ss):null==A&&null==S||(a&&l?O=Qt(a)&&Qt(l)?_e:Qt(a)?Ss:Qt(l)?Ls:zs:a?O=Qt(a)?De:Ls:l&&(O=Qt(l)?Ye:Ss)),O!==zs&&O!==Ls||(E.x={value:a,...v}),O!==zs&&O!==Ss||(E.y={value:l,...k}),void 0===g&&(g=a&&!(O===zs||O===Ls)&&(h===mc||h===ec||h===ql||h===Xi)),void 0===b&&(b=l&&!(O===zs||O===Ss)&&(h===yc||h===nc||h===Dl||h===Gi)),{fx:d??null,fy:p??null,x:{value:m??null,reduce:y??null,zero:!!g,...v},y:{value:x??null,reduce:w??null,zero:!!b,...k},color:{value:$??null,reduce:A??null,...void 0!==M&&{color:M}},size:{value:L??null,reduce:S??null},mark:z,markImpl:Pc[h],markOptions:E,transformImpl:Pc[O],transformOptions:R,colorMode:f}}function Ec(t){let n,r;for(const o of t){if(null==o)continue;if(void 0===n){n=o;continue}const t=Math.sign(e.ascending(n,o));if(t){if(void 0!==r&&t!==r)return!1;n=o,r=t}}return!0}function Rc(t,e){const n=_(t,e.value);return n&&(n.label=qt(e.value)),n}function Cc(t){return function(t){if(null==t)return!1;if("function"==typeof t.reduceIndex)return!0;if("function"==typeof t.reduce&&At(t))return!0;if(/^p\\d{2}$/i.test(t))return!0;switch(`${t}`.toLowerCase()){case"first":case"last":case"count":case"distinct":case"sum":case"proportion":case"proportion-facet":case"deviation":case"min":case"min-index":case"max":case"max-index":case"mean":case"median":case"variance":case"mode":return!0}return!1}(t)?{reduce:t}:{value:t}}function Nc(t){return/^(?:distinct|count|sum|proportion)$/i.test(t)}function Tc(t){return/^(?:first|last|mode)$/i.test(t)}function Bc(t){return!!t&&new e.InternSet(t).size>t.length>>1}const Ic={dot:$c,line:Lc,lineX:Sc,lineY:zc,areaX:ec,areaY:nc,ruleX:Gi,ruleY:Xi,barX:mc,barY:yc,rect:Fl,rectX:ql,rectY:Dl,cell:xc,bin:zs,binX:Ls,binY:Ss,group:_e,groupX:De,groupY:Ye},Pc=Object.fromEntries(Object.entries(Ic).map((([t,e])=>[e,t])));function Wc(t,e={}){let{x:n,x1:r,x2:o}=e;void 0===n&&void 0===r&&void 0===o&&(e={...e,x:n=Q});const i={};return null!=n&&(i.x=t),null!=r&&(i.x1=t),null!=o&&(i.x2=t),Fc(i,e)}function jc(t,e={}){let{y:n,y1:r,y2:o}=e;void 0===n&&void 0===r&&void 0===o&&(e={...e,y:n=Q});const i={};return null!=n&&(i.y=t),null!=r&&(i.y1=t),null!=o&&(i.y2=t),Fc(i,e)}function Fc(t={},n={}){const r=Rt(n),o=Object.entries(t).map((([t,e])=>{const r=Wt(t,n);if(null==r)throw new Error(`missing channel: ${t}`);const[o,i]=jt(r);return{key:t,input:r,output:o,setOutput:i,map:qc(e)}}));return{...Ee(n,((t,n)=>{const i=_(t,r),a=o.map((({input:e})=>_(t,e))),l=o.map((({setOutput:e})=>e(new Array(t.length))));for(const t of n)for(const n of i?e.group(t,(t=>i[t])).values():[t])o.forEach((({map:t},e)=>t.mapIndex(n,a[e],l[e])));return{data:t,facets:n}})),...Object.fromEntries(o.map((({key:t,output:e})=>[t,e])))}}function qc(t){if(null==t)throw new Error("missing map");if("function"==typeof t.mapIndex)return t;if("function"==typeof t.map&&At(t))return function(t){return console.warn("deprecated map interface; implement mapIndex instead."),{mapIndex:t.map.bind(t)}}(t);if("function"==typeof t)return Dc(Bt(t));switch(`${t}`.toLowerCase()){case"cumsum":return Yc;case"rank":return Dc(((t,n)=>e.rank(t,(t=>n[t]))));case"quantile":return Dc(((t,n)=>function(t,n){const r=e.count(t,n)-1;return e.rank(t,n).map((t=>t/r))}(t,(t=>n[t]))))}throw new Error(`invalid map: ${t}`)}function Dc(t){return{mapIndex(e,n,r){const o=t(e,n);if(o.length!==e.length)throw new Error("map function returned a mismatched length");for(let t=0,n=e.length;t<n;++t)r[e[t]]=o[t]}}}const Yc={mapIndex(t,e,n){let r=0;for(const o of t)n[o]=r+=e[o]}};function _c(t={}){"number"==typeof t&&(t={k:t});let{k:n,reduce:r,shift:o,anchor:i,strict:a}=t;if(void 0===i&&void 0!==o&&(i=function(t){switch(`${t}`.toLowerCase()){case"centered":return"middle";case"leading":return"start";case"trailing":return"end"}throw new Error(`invalid shift: ${t}`)}(o),sr(`Warning: the shift option is deprecated; please use anchor "${i}" instead.`)),!((n=Math.floor(n))>0))throw new Error(`invalid k: ${n}`);return function(t="mean"){if("string"==typeof t){if(/^p\\d{2}$/i.test(t))return Gc(st(t));switch(t.toLowerCase()){case"deviation":return Gc(e.deviation);case"max":return Xc(((t,n)=>e.max(t,(t=>n[t]))));case"mean":return Uc;case"median":return Gc(e.median);case"min":return Xc(((t,n)=>e.min(t,(t=>n[t]))));case"mode":return Xc(((t,n)=>e.mode(t,(t=>n[t]))));case"sum":return Hc;case"variance":return Gc(e.variance);case"difference":return Kc;case"ratio":return tu;case"first":return eu;case"last":return nu}}if("function"!=typeof t)throw new Error(`invalid reduce: ${t}`);return Xc(Bt(t))}(r)(n,function(t="middle",e){switch(`${t}`.toLowerCase()){case"middle":return e-1>>1;case"start":return 0;case"end":return e-1}throw new Error(`invalid anchor: ${t}`)}(i,n),a)}function Gc(t){return(e,n,r)=>r?{mapIndex(r,o,i){const a=t=>null==o[t]?NaN:+o[t];let l=0;for(let t=0;t<e-1;++t)isNaN(a(t))&&++l;for(let o=0,s=r.length-e+1;o<s;++o)isNaN(a(o+e-1))&&++l,i[r[o+n]]=0===l?t(It(r,o,o+e),a):NaN,isNaN(a(o))&&--l}}:{mapIndex(r,o,i){const a=t=>null==o[t]?NaN:+o[t];for(let o=-n;o<0;++o)i[r[o+n]]=t(It(r,0,o+e),a);for(let o=0,l=r.length-n;o<l;++o)i[r[o+n]]=t(It(r,o,o+e),a)}}}function Xc(t){return(e,r,o)=>o?{mapIndex(o,i,a){let l=0;for(let t=0;t<e-1;++t)l+=n(i[o[t]]);for(let s=0,c=o.length-e+1;s<c;++s)l+=n(i[o[s+e-1]]),l===e&&(a[o[s+r]]=t(It(o,s,s+e),i)),l-=n(i[o[s]])}}:{mapIndex(n,o,i){for(let a=-r;a<0;++a)i[n[a+r]]=t(It(n,0,a+e),o);for(let a=0,l=n.length-r;a<l;++a)i[n[a+r]]=t(It(n,a,a+e),o)}}}function Hc(t,e,n){return n?{mapIndex(n,r,o){let i=0,a=0;for(let e=0;e<t-1;++e){const t=r[n[e]];null===t||isNaN(t)?++i:a+=+t}for(let l=0,s=n.length-t+1;l<s;++l){const s=r[n[l]],c=r[n[l+t-1]];null===c||isNaN(c)?++i:a+=+c,o[n[l+e]]=0===i?a:NaN,null===s||isNaN(s)?--i:a-=+s}}}:{mapIndex(n,r,o){let i=0;const a=n.length;for(let o=0,l=Math.min(a,t-e-1);o<l;++o)i+=+r[n[o]]||0;for(let l=-e,s=a-e;l<s;++l)i+=+r[n[l+t-1]]||0,o[n[l+e]]=i,i-=+r[n[l]]||0}}}function Uc(t,e,n){if(n){const r=Hc(t,e,n);return{mapIndex(n,o,i){r.mapIndex(n,o,i);for(let r=0,o=n.length-t+1;r<o;++r)i[n[r+e]]/=t}}}return{mapIndex(n,r,o){let i=0,a=0;const l=n.length;for(let o=0,s=Math.min(l,t-e-1);o<s;++o){let t=r[n[o]];null===t||isNaN(t=+t)||(i+=t,++a)}for(let s=-e,c=l-e;s<c;++s){let l=r[n[s+t-1]],c=r[n[s]];null===l||isNaN(l=+l)||(i+=l,++a),o[n[s+e]]=i/a,null===c||isNaN(c=+c)||(i-=c,--a)}}}}function Vc(t,e,r,o){for(let i=r+o;r<i;++r){const o=t[e[r]];if(n(o))return o}}function Zc(t,e,r,o){for(let i=r+o-1;i>=r;--i){const r=t[e[i]];if(n(r))return r}}function Jc(t,e,n,r){for(let o=n+r;n<o;++n){let r=t[e[n]];if(null!==r&&!isNaN(r=+r))return r}}function Qc(t,e,n,r){for(let o=n+r-1;o>=n;--o){let n=t[e[o]];if(null!==n&&!isNaN(n=+n))return n}}function Kc(t,e,n){return n?{mapIndex(n,r,o){for(let i=0,a=n.length-t;i<a;++i){const a=r[n[i]],l=r[n[i+t-1]];o[n[i+e]]=null===a||null===l?NaN:l-a}}}:{mapIndex(n,r,o){for(let i=-e,a=n.length-t+e+1;i<a;++i)o[n[i+e]]=Qc(r,n,i,t)-Jc(r,n,i,t)}}}function tu(t,e,n){return n?{mapIndex(n,r,o){for(let i=0,a=n.length-t;i<a;++i){const a=r[n[i]],l=r[n[i+t-1]];o[n[i+e]]=null===a||null===l?NaN:l/a}}}:{mapIndex(n,r,o){for(let i=-e,a=n.length-t+e+1;i<a;++i)o[n[i+e]]=Qc(r,n,i,t)/Jc(r,n,i,t)}}}function eu(t,e,n){return n?{mapIndex(n,r,o){for(let i=0,a=n.length-t;i<a;++i)o[n[i+e]]=r[n[i]]}}:{mapIndex(n,r,o){for(let i=-e,a=n.length-t+e+1;i<a;++i)o[n[i+e]]=Vc(r,n,i,t)}}}function nu(t,e,n){return n?{mapIndex(n,r,o){for(let i=0,a=n.length-t;i<a;++i)o[n[i+e]]=r[n[i+t-1]]}}:{mapIndex(n,r,o){for(let i=-e,a=n.length-t+e+1;i<a;++i)o[n[i+e]]=Zc(r,n,i,t)}}}const ru=20,ou=2,iu="currentColor",au=.2,lu=!0,su="end";function cu({n:t=ru,k:n=0,strict:r=lu,anchor:o=su}={}){return _c({k:t,reduce:t=>e.mean(t)+n*(e.deviation(t)||0),strict:r,anchor:o})}const uu={ariaLabel:"tick",fill:null,stroke:"currentColor"};class fu extends ei{constructor(t,e,n){super(t,e,n,uu),gi(this,n)}render(t,e,n,r,o){return vo("svg:g",o).call(_o,this,r,o).call(this._transform,this,e).call((i=>i.selectAll().data(t).enter().append("line").call(Go,this).attr("x1",this._x1(e,n,r)).attr("x2",this._x2(e,n,r)).attr("y1",this._y1(e,n,r)).attr("y2",this._y2(e,n,r)).call(Io,this,n).call(Ai,this,n,o))).node()}}class hu extends fu{constructor(t,e={}){const{x:n,y:r,inset:o=0,insetTop:i=o,insetBottom:a=o}=e;super(t,{x:{value:n,scale:"x"},y:{value:r,scale:"y",type:"band",optional:!0}},e),this.insetTop=nt(i),this.insetBottom=nt(a)}_transform(t,e,{x:n}){t.call(Uo,e,{x:n},Oo,0)}_x1(t,{x:e}){return t=>e[t]}_x2(t,{x:e}){return t=>e[t]}_y1({y:t},{y:e},{marginTop:n}){const{insetTop:r}=this;return e&&t?t=>e[t]+r:n+r}_y2({y:t},{y:e},{height:n,marginBottom:r}){const{insetBottom:o}=this;return e&&t?n=>e[n]+t.bandwidth()-o:n-r-o}}class du extends fu{constructor(t,e={}){const{x:n,y:r,inset:o=0,insetRight:i=o,insetLeft:a=o}=e;super(t,{y:{value:r,scale:"y"},x:{value:n,scale:"x",type:"band",optional:!0}},e),this.insetRight=nt(i),this.insetLeft=nt(a)}_transform(t,e,{y:n}){t.call(Uo,e,{y:n},0,Oo)}_x1({x:t},{x:e},{marginLeft:n}){const{insetLeft:r}=this;return e&&t?t=>e[t]+r:n+r}_x2({x:t},{x:e},{width:n,marginRight:r}){const{insetRight:o}=this;return e&&t?n=>e[n]+t.bandwidth()-o:n-r-o}_y1(t,{y:e}){return t=>e[t]}_y2(t,{y:e}){return t=>e[t]}}function pu(t,{x:e=Q,...n}={}){return new hu(t,{...n,x:e})}function mu(t,{y:e=Q,...n}={}){return new du(t,{...n,y:e})}function yu(t){const e=gu(t),n=vu(t);return t.map((t=>t<e||t>n?t:NaN))}function gu(t){const n=2.5*xu(t)-1.5*wu(t);return e.min(t,(t=>t>=n?t:NaN))}function vu(t){const n=2.5*wu(t)-1.5*xu(t);return e.max(t,(t=>t<=n?t:NaN))}function xu(t){return e.quantile(t,.25)}function wu(t){return e.quantile(t,.75)}const bu={ariaLabel:"raster",stroke:null,pixelSize:1};function ku(t,e){const n=+t;if(isNaN(n))throw new Error(`invalid ${e}: ${t}`);return n}function $u(t,e){const n=Math.floor(t);if(isNaN(n))throw new Error(`invalid ${e}: ${t}`);return n}class Mu extends ei{constructor(t,e,n={},r){let{width:o,height:i,x:a,y:l,x1:s=(null==a?0:void 0),y1:c=(null==l?0:void 0),x2:u=(null==a?o:void 0),y2:f=(null==l?i:void 0),pixelSize:h=r.pixelSize,blur:d=0,interpolate:p}=n;if(null!=o&&(o=$u(o,"width")),null!=i&&(i=$u(i,"height")),null!=s&&(s=ku(s,"x1")),null!=c&&(c=ku(c,"y1")),null!=u&&(u=ku(u,"x2")),null!=f&&(f=ku(f,"y2")),null==a&&(null==s||null==u))throw new Error("missing x");if(null==l&&(null==c||null==f))throw new Error("missing y");null!=t&&null!=o&&null!=i&&(void 0===a&&null!=s&&null!=u&&(a=function(t,e,n){return{transform(r){const o=r.length,i=new Float64Array(o),a=(e-t)/n,l=t+a/2;for(let t=0;t<o;++t)i[t]=t%n*a+l;return i}}}(s,u,o)),void 0===l&&null!=c&&null!=f&&(l=function(t,e,n,r){return{transform(o){const i=o.length,a=new Float64Array(i),l=(e-t)/r,s=t+l/2;for(let t=0;t<i;++t)a[t]=Math.floor(t/n)%r*l+s;return a}}}(c,f,o,i))),super(t,{x:{value:a,scale:"x",optional:!0},y:{value:l,scale:"y",optional:!0},x1:{value:null==s?null:[s],scale:"x",optional:!0,filter:null},y1:{value:null==c?null:[c],scale:"y",optional:!0,filter:null},x2:{value:null==u?null:[u],scale:"x",optional:!0,filter:null},y2:{value:null==f?null:[f],scale:"y",optional:!0,filter:null},...e},n,r),this.width=o,this.height=i,this.pixelSize=ku(h,"pixelSize"),this.blur=ku(d,"blur"),this.interpolate=null==a||null==l?null:function(t){if("function"==typeof t)return t;if(null==t)return Eu;switch(`${t}`.toLowerCase()){case"none":return Eu;case"nearest":return Tu;case"barycentric":return Ru();case"random-walk":return Bu()}throw new Error(`invalid interpolate: ${t}`)}(p)}}class Au extends Mu{constructor(t,e={}){const{imageRendering:n}=e;if(null==t){const{fill:t,fillOpacity:n}=e;void 0!==pt(n)[0]&&(e=Ou("fillOpacity",e)),void 0!==dt(t)[0]&&(e=Ou("fill",e))}super(t,void 0,e,bu),this.imageRendering=Vo(n,"auto")}scale(t,{color:e,...n},r){return super.scale(t,n,r)}render(t,n,r,o,i){const a=n[r.channels.fill?.scale]??(t=>t),{x:l,y:s}=r,{document:c}=i,[u,f,h,d]=Su(r,o,i),p=h-u,m=d-f,{pixelSize:y,width:g=Math.round(Math.abs(p)/y),height:v=Math.round(Math.abs(m)/y)}=this,x=g*v;let{fill:w,fillOpacity:b}=r,k=0;if(this.interpolate){const e=g/p,n=v/m,r=wt(l,(t=>(t-u)*e),Float64Array),o=wt(s,(t=>(t-f)*n),Float64Array);w&&(w=this.interpolate(t,g,v,r,o,w)),b&&(b=this.interpolate(t,g,v,r,o,b))}else null==this.data&&t&&(k=t.fi*x);const $=c.createElement("canvas");$.width=g,$.height=v;const M=$.getContext("2d"),A=M.createImageData(g,v),L=A.data;let{r:S,g:z,b:O}=e.rgb(this.fill)??{r:0,g:0,b:0},E=255*(this.fillOpacity??1);for(let t=0;t<x;++t){const n=t<<2;if(w){const r=a(w[t+k]);if(null==r){L[n+3]=0;continue}({r:S,g:z,b:O}=e.rgb(r))}b&&(E=255*b[t+k]),L[n+0]=S,L[n+1]=z,L[n+2]=O,L[n+3]=E}return this.blur>0&&e.blurImage(A,this.blur),M.putImageData(A,0,0),vo("svg:g",i).call(_o,this,o,i).call(Uo,this,n).call((t=>t.append("image").attr("transform",`translate(${u},${f}) scale(${Math.sign(h-u)},${Math.sign(d-f)})`).attr("width",Math.abs(p)).attr("height",Math.abs(m)).attr("preserveAspectRatio","none").call(Ho,"image-rendering",this.imageRendering).call(Go,this).attr("xlink:href",$.toDataURL()))).node()}}function Lu(t,e,n){arguments.length<3&&(n=e,e=null);let{x:r,y:o,[t]:i,...a}=n;return void 0===r&&void 0===o&&function(t){if(!Zt(t))return!1;for(const e of t)if(null!=e)return"object"==typeof e&&"0"in e&&"1"in e}(e)&&(r=rt,o=ot,void 0===i&&(i=at)),[e,{...a,x:r,y:o,[t]:i}]}function Su({x1:t,y1:e,x2:n,y2:r},o,{projection:i}){const{width:a,height:l,marginTop:s,marginRight:c,marginBottom:u,marginLeft:f}=o;return[t&&null==i?t[0]:f,e&&null==i?e[0]:s,n&&null==i?n[0]:a-c,r&&null==i?r[0]:l-u]}function zu({x1:t,y1:e,x2:n,y2:r},o,i,a){const l={};return t&&(l.x1=t),e&&(l.y1=e),n&&(l.x2=n),r&&(l.y2=r),Su(kn(l,o),i,a)}function Ou(t,e={}){const{[t]:n}=e;if("function"!=typeof n)throw new Error(`invalid ${t}: not a function`);return Re({...e,[t]:void 0},(function(r,o,i,a,l,s){const{x:c,y:u}=a;if(!c)throw new Error("missing scale: x");if(!u)throw new Error("missing scale: y");const[f,h,d,p]=zu(i,a,l,s),m=d-f,y=p-h,{pixelSize:g}=this,{width:v=Math.round(Math.abs(m)/g),height:x=Math.round(Math.abs(y)/g)}=e,w=new Array(v*x*(o?o.length:1)),b=m/v,k=y/x;let $=0;for(const t of o??[void 0])for(let e=.5;e<x;++e)for(let r=.5;r<v;++r,++$)w[$]=n(c.invert(f+r*b),u.invert(h+e*k),t);return{data:w,facets:o,channels:{[t]:{value:w,scale:"auto"}}}}))}function Eu(t,e,n,r,o,i){const a=new Array(e*n);for(const l of t)r[l]<0||r[l]>=e||o[l]<0||o[l]>=n||(a[Math.floor(o[l])*e+Math.floor(r[l])]=i[l]);return a}function Ru({random:t=e.randomLcg(42)}={}){return(n,r,o,i,a,l)=>{const{points:s,triangles:c,hull:u}=e.Delaunay.from(n,(t=>i[t]),(t=>a[t])),f=new l.constructor(r*o).fill(NaN),h=new Uint8Array(r*o),d=function(t,e){return ne(t)||Kt(t)?Iu:function(t){return(e,n,r,o,i,a,l,s)=>{const c=t(l,s);return c<n?e:c<n+o?r:i}}(e)}(l,t);for(let t=0;t<c.length;t+=3){const e=c[t],i=c[t+1],a=c[t+2],u=s[2*e],p=s[2*i],m=s[2*a],y=s[2*e+1],g=s[2*i+1],v=s[2*a+1],x=Math.min(u,p,m),w=Math.max(u,p,m),b=Math.min(y,g,v),k=Math.max(y,g,v),$=(g-v)*(u-m)+(y-v)*(m-p);if(!$)continue;const M=l[n[e]],A=l[n[i]],L=l[n[a]];for(let t=Math.floor(x);t<w;++t)for(let e=Math.floor(b);e<k;++e){if(t<0||t>=r||e<0||e>=o)continue;const n=t+.5,i=e+.5,a=Math.sign($),l=(g-v)*(n-m)+(i-v)*(m-p);if(l*a<0)continue;const s=(v-y)*(n-m)+(i-v)*(u-m);if(s*a<0)continue;const c=$-(l+s);if(c*a<0)continue;const x=t+r*e;f[x]=d(M,l/$,A,s/$,L,c/$,t,e),h[x]=1}}return function(t,e,n,r,o,i,a,l,s,c){n=Float64Array.from(l,(t=>n[s[t]])),r=Float64Array.from(l,(t=>r[s[t]])),o=Array.from(l,(t=>o[s[t]]));const u=n.length,f=Array.from({length:u},((t,e)=>function(t,e,n){const r=e.length,o=e.at(t-2),i=n.at(t-2),a=e.at(t-1),l=n.at(t-1),s=e[t],c=n[t],u=e.at(t+1-r),f=n.at(t+1-r),h=a-s,d=l-c,p=o-a,m=i-l,y=s-u,g=c-f,v=Math.hypot(h,d),x=Math.hypot(p,m),w=Math.hypot(y,g);return(t,e)=>{const n=t-a,r=e-l,o=t-s,i=e-c;return Nu(n,r,o,i)>-1e-6&&Nu(n,r,h,d)*x-Nu(n,r,p,m)*v>-1e-6&&Nu(o,i,y,g)*v-Nu(o,i,h,d)*w<=0}}(e,n,r)));let h=0;for(let l=0;l<a;++l){const a=l+.5;for(let s=0;s<i;++s){const d=s+i*l;if(!e[d]){const e=s+.5;for(let i=0;i<u;++i){const p=(u+h+(i%2?(i+1)/2:-i/2))%u;if(f[p](e,a)){const i=Cu(n.at(p-1),r.at(p-1),n[p],r[p],e,a);t[d]=c(o.at(p-1),i,o[p],1-i,o[p],0,s,l),h=p;break}}}}}}(f,h,i,a,l,r,o,u,n,d),f}}function Cu(t,e,n,r,o,i){const a=n-t,l=r-e,s=a*(n-o)+l*(r-i),c=a*(o-t)+l*(i-e);return s>0&&c>0?s/(s+c):+(s>c)}function Nu(t,e,n,r){return t*r-n*e}function Tu(t,n,r,o,i,a){const l=new a.constructor(n*r),s=e.Delaunay.from(t,(t=>o[t]),(t=>i[t]));let c,u;for(let e=.5,o=0;e<r;++e){u=c;for(let r=.5;r<n;++r,++o)u=s.find(r,e,u),.5===r&&(c=u),l[o]=a[t[u]]}return l}function Bu({random:t=e.randomLcg(42),minDistance:n=.5,maxSteps:r=2}={}){return(o,i,a,l,s,c)=>{const u=new c.constructor(i*a),f=e.Delaunay.from(o,(t=>l[t]),(t=>s[t]));let h,d,p;for(let e=.5,m=0;e<a;++e){d=h;for(let a=.5;a<i;++a,++m){let i,y=a,g=e;p=d=f.find(y,g,d),.5===a&&(h=d);let v=0;for(;(i=Math.hypot(l[o[p]]-y,s[o[p]]-g))>n&&v<r;){const n=2*t(a,e,v)*Math.PI;y+=Math.cos(n)*i,g+=Math.sin(n)*i,p=f.find(y,g,p),++v}u[m]=c[o[p]]}}return u}}function Iu(t,e,n,r,o,i){return e*t+r*n+i*o}const Pu={ariaLabel:"contour",fill:"none",stroke:"currentColor",strokeMiterlimit:1,pixelSize:2};class Wu extends Mu{constructor(t,{smooth:n=!0,value:r,...o}={}){const i=No({},o,Pu);if(void 0===r)for(const t in i)if(null!=i[t].value){if(void 0!==r)throw new Error("ambiguous contour value");r=o[t],o[t]="value"}if(null!=r){const t={transform:t=>t.map((t=>t.value)),label:qt(r)};for(const e in i)"value"===o[e]&&(o[e]=t)}if(null==t){if(null==r)throw new Error("missing contour value");o=Ou("value",{value:r,...o}),r=null}else{let{interpolate:t}=o;void 0===r&&(r=Q),void 0===t&&(o.interpolate="nearest")}super(t,{value:{value:r,optional:!0}},function({thresholds:t,interval:n,...r}){return t=Is(t,n,e.thresholdSturges),Re(r,(function(n,r,o,i,a,l){const[s,c,u,f]=zu(o,i,a,l),h=u-s,d=f-c,{pixelSize:p,width:m=Math.round(Math.abs(h)/p),height:y=Math.round(Math.abs(d)/p)}=this,g=m/h,v=y/d,x=o.value.value,w=[];if(this.interpolate){const{x:t,y:e}=mo(o,i,l),n=wt(t,(t=>(t-s)*g),Float64Array),a=wt(e,(t=>(t-c)*v),Float64Array),u=[o.x,o.y,o.value],f=[n,a,x];for(const t of r){const e=this.filter(t,u,f);w.push(this.interpolate(e,m,y,n,a,x))}}else if(r){const t=m*y,e=r.length;for(let n=0;n<e;++n)w.push(x.slice(n*t,n*t+t))}else w.push(x);if(this.blur>0)for(const t of w)e.blur2({data:t,width:m,height:y},this.blur);const b=function(t,n,r,o){if("function"==typeof t?.range)return t.range(t.floor(r),o);"function"==typeof t&&(t=t(n,r,o));if("number"!=typeof t)return vt(t);const i=e.ticks(...e.nice(r,o,t),t);for(;i[i.length-1]>=o;)i.pop();for(;i[1]<r;)i.shift();return i}(t,x,...function(t){return[e.min(t,(t=>e.min(t,ju))),e.max(t,(t=>e.max(t,ju)))]}(w));if(null===b)throw new Error(`unsupported thresholds: ${t}`);const{contour:k}=e.contours().size([m,y]).smooth(this.smooth),$=[],M=[];for(const t of w)M.push(e.range($.length,$.push(...wt(b,(e=>k(t,e))))));for(const{coordinates:t}of $)for(const e of t)for(const t of e)for(const e of t)e[0]=e[0]/g+s,e[1]=e[1]/v+c;return{data:$,facets:M,channels:bn(this.contourChannels,$)}}))}(o),Pu);const a={geometry:{value:Q}};for(const t in this.channels){const e=this.channels[t],{scale:n}=e;"x"!==n&&"y"!==n&&"value"!==t&&(a[t]=e,delete this.channels[t])}this.contourChannels=a,this.smooth=!!n}filter(t,{x:e,y:n,value:r,...o},i){return super.filter(t,o,i)}render(t,n,r,o,i){const{geometry:a}=r,l=e.geoPath();return vo("svg:g",i).call(_o,this,o,i).call(Uo,this,n).call((e=>{e.selectAll().data(t).enter().append("path").call(Go,this).attr("d",(t=>l(a[t]))).call(Io,this,r)})).node()}}function ju(t){return isFinite(t)?t:NaN}function Fu(t,e,n={}){const{x:r,y:o,maxRadius:i}=n,a=t({px:r,py:o,maxRadius:i}),l=[];null!=r&&l.push(Gi(e,Yu("x",{...a,inset:-6},n))),null!=o&&l.push(Xi(e,Yu("y",{...a,inset:-6},n))),null!=r&&l.push(Ki(e,_u("x",{...a,dy:9,frameAnchor:"bottom",lineAnchor:"top"},n))),null!=o&&l.push(Ki(e,_u("y",{...a,dx:-9,frameAnchor:"left",textAnchor:"end"},n)));for(const t of l)t.ariaLabel=`crosshair ${t.ariaLabel}`;return ni(...l)}function qu(t,{channels:e,...n},{facet:r,facetAnchor:o,fx:i,fy:a,[t]:l,channels:s,transform:c,initializer:u}){return{...n,facet:r,facetAnchor:o,fx:i,fy:a,[t]:l,channels:{...e,...s},transform:c,initializer:Du(t,u)}}function Du(t,e){return null==e?e:function(n,r,{x:o,y:i,px:a,py:l,...s},...c){const{channels:{x:u,y:f,...h}={},...d}=e.call(this,n,r,{...s,x:a,y:l},...c);return{channels:{...h,...u&&{px:u,..."x"===t&&{x:u}},...f&&{py:f,..."y"===t&&{y:f}}},...d}}}function Yu(t,e,n){const{color:r="currentColor",opacity:o=.2,ruleStroke:i=r,ruleStrokeOpacity:a=o,ruleStrokeWidth:l}=n;return{...qu(t,e,n),stroke:i,strokeOpacity:a,strokeWidth:l}}function _u(t,e,n){const{color:r="currentColor",textFill:o=r,textFillOpacity:i,textStroke:a="var(--plot-background)",textStrokeOpacity:l,textStrokeWidth:s=5}=n;return{...qu(t,e,Gu(t,n)),fill:o,fillOpacity:i,stroke:a,strokeOpacity:l,strokeWidth:s}}function Gu(t,e){return Re(e,((e,n,r)=>({channels:{text:{value:Rn(r,t)?.value}}})))}const Xu={ariaLabel:"delaunay link",fill:"none",stroke:"currentColor",strokeMiterlimit:1},Hu={ariaLabel:"delaunay mesh",fill:null,stroke:"currentColor",strokeOpacity:.2},Uu={ariaLabel:"hull",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeMiterlimit:1},Vu={ariaLabel:"voronoi",fill:"none",stroke:"currentColor",strokeMiterlimit:1},Zu={ariaLabel:"voronoi mesh",fill:null,stroke:"currentColor",strokeOpacity:.2};class Ju extends ei{constructor(t,e={}){const{x:n,y:r,z:o,curve:i,tension:a}=e;super(t,{x:{value:n,scale:"x",optional:!0},y:{value:r,scale:"y",optional:!0},z:{value:o,optional:!0}},e,Xu),this.curve=$s(i,a),gi(this,e)}render(t,n,r,o,i){const{x:a,y:l}=n,{x:s,y:c,z:u}=r,{curve:f}=this,[h,d]=ti(this,o),p=s?t=>s[t]:lt(h),m=c?t=>c[t]:lt(d),y=this;function g(t){let n=-1;const o=[],a={};for(const t in r)a[t]=[];const l=[],s=[],c=[],u=[];function h(e,i){e=t[e],i=t[i],o.push(++n),l[n]=p(e),c[n]=m(e),s[n]=p(i),u[n]=m(i);for(const t in r)a[t].push(r[t][i])}const{halfedges:d,hull:g,triangles:v}=e.Delaunay.from(t,p,m);for(let t=0;t<d.length;++t){const e=d[t];e>t&&h(v[t],v[e])}for(let t=0;t<g.length;++t)h(g[t],g[(t+1)%g.length]);e.select(this).selectAll().data(o).enter().append("path").call(Go,y).attr("d",(t=>{const n=e.pathRound(),r=f(n);return r.lineStart(),r.point(l[t],c[t]),r.point(s[t],u[t]),r.lineEnd(),n})).call(Io,y,a).call(Ai,y,a,i)}return vo("svg:g",i).call(_o,this,o,i).call(Uo,this,{x:s&&a,y:c&&l}).call(u?n=>n.selectAll().data(e.group(t,(t=>u[t])).values()).enter().append("g").each(g):e=>e.datum(t).each(g)).node()}}class Qu extends ei{constructor(t,e={},n,r=({z:t})=>t){const{x:o,y:i}=e;super(t,{x:{value:o,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},z:{value:r(e),optional:!0}},e,n)}render(t,n,r,o,i){const{x:a,y:l}=n,{x:s,y:c,z:u}=r,[f,h]=ti(this,o),d=s?t=>s[t]:lt(f),p=c?t=>c[t]:lt(h),m=this;function y(t){const n=e.Delaunay.from(t,d,p);e.select(this).append("path").datum(t[0]).call(Go,m).attr("d",m._render(n,o)).call(Io,m,r)}return vo("svg:g",i).call(_o,this,o,i).call(Uo,this,{x:s&&a,y:c&&l}).call(u?n=>n.selectAll().data(e.group(t,(t=>u[t])).values()).enter().append("g").each(y):e=>e.datum(t).each(y)).node()}}class Ku extends Qu{constructor(t,e={}){super(t,e,Hu),this.fill="none"}_render(t){return t.render()}}class tf extends Qu{constructor(t,e={}){super(t,e,Uu,Rt)}_render(t){return t.renderHull()}}class ef extends ei{constructor(t,r={}){const{x:o,y:i,z:a}=r;super(t,{x:{value:o,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},z:{value:a,optional:!0}},Re(r,(function(t,r,o,i,a,l){let{x:s,y:c,z:u}=o;({x:s,y:c}=mo(o,i,l)),u=u?.value;const f=new Array((s??c).length).fill(null),[h,d]=ti(this,a),p=s?t=>s[t]:lt(h),m=c?t=>c[t]:lt(d);for(let t of r){s&&(t=t.filter((t=>n(p(t))))),c&&(t=t.filter((t=>n(m(t)))));for(const[,n]of Ze(t,u)){const t=rf(e.Delaunay.from(n,p,m),a);for(let e=0,r=n.length;e<r;++e)f[n[e]]=t.renderCell(e)}}return{data:t,facets:r,channels:{cells:{value:f}}}})),Vu)}render(t,e,n,r,o){const{x:i,y:a}=e,{x:l,y:s,cells:c}=n;return vo("svg:g",o).call(_o,this,r,o).call(Uo,this,{x:l&&i,y:s&&a}).call((e=>{e.selectAll().data(t).enter().append("path").call(Go,this).attr("d",(t=>c[t])).call(Io,this,n)})).node()}}class nf extends Qu{constructor(t,e){super(t,e,Zu),this.fill="none"}_render(t,e){return rf(t,e).render()}}function rf(t,e){const{width:n,height:r,marginTop:o,marginRight:i,marginBottom:a,marginLeft:l}=e;return t.voronoi([l,o,n-i,r-a])}function of(t,e,{x:n,y:r,...o}={}){return[n,r]=Et(n,r),new t(e,{...o,x:n,y:r})}const af={ariaLabel:"density",fill:"none",stroke:"currentColor",strokeMiterlimit:1};class lf extends ei{constructor(t,{x:n,y:r,z:o,weight:i,fill:a,stroke:l,...s}={}){const c=cf(a)&&(a="currentColor",!0),u=cf(l)&&(l="currentColor",!0);super(t,{x:{value:n,scale:"x",optional:!0},y:{value:r,scale:"y",optional:!0},z:{value:Rt({z:o,fill:a,stroke:l}),optional:!0},weight:{value:i,optional:!0}},function(t,n,r){const o=100;let{bandwidth:i,thresholds:a}=t;return i=void 0===i?20:+i,a=void 0===a?20:"function"==typeof a?.[Symbol.iterator]?ct(a):+a,Re(t,(function(t,l,s,c,u,f){const h=s.weight?ct(s.weight.value):null,d=s.z?.value,{z:p}=this,[m,y]=ti(this,u),{width:g,height:v}=u,{x:x,y:w}=mo(s,c,f),b=Object.fromEntries(Object.entries(s).filter((([t])=>!sf.has(t))).map((([t,e])=>[t,{...e,value:[]}]))),k=n&&[],$=r&&[],M=e.contourDensity().x(x?t=>x[t]:m).y(w?t=>w[t]:y).weight(h?t=>h[t]:1).size([g,v]).bandwidth(i),A=[];for(const t of l){const e=[];A.push(e);for(const n of d?Wo(t,d,p):[t]){const t=M.contours(n);e.push([n,t])}}let L=a;if(!(L instanceof W)){let t=0;for(const e of A)for(const[,n]of e){const e=n.max;e>t&&(t=e)}L=Float64Array.from({length:a-1},((e,n)=>t*o*(n+1)/a))}const S=[],z=[];for(const t of A){const e=[];S.push(e);for(const[n,r]of t)for(const t of L){e.push(z.length),z.push(r(t/o)),k&&k.push(t),$&&$.push(t);for(const t in b)b[t].value.push(s[t].value[n[0]])}}return k&&k.push(0),$&&$.push(0),{data:t,facets:S,channels:{...b,...k&&{fill:{value:k,scale:"color"}},...$&&{stroke:{value:$,scale:"color"}},contours:{value:z}}}}))}({...s,fill:a,stroke:l},c,u),af),c&&(this.fill=void 0),u&&(this.stroke=void 0),this.z=o}filter(t){return t}render(t,n,r,o,i){const{contours:a}=r,l=e.geoPath();return vo("svg:g",i).call(_o,this,o,i).call(Uo,this,{}).call((e=>e.selectAll().data(t).enter().append("path").call(Go,this).call(Io,this,r).attr("d",(t=>l(a[t]))))).node()}}const sf=new Set(["x","y","z","weight"]);function cf(t){return/^density$/i.test(t)}function uf(t,e,{x1:n,x2:r,y1:o,y2:i,x:a=(void 0===n&&void 0===r?"y"===t?J:Q:void 0),y:l=(void 0===o&&void 0===i?"x"===t?J:Q:void 0),fill:s,positiveFill:c="#3ca951",negativeFill:u="#4269d0",fillOpacity:f=1,positiveFillOpacity:h=f,negativeFillOpacity:d=f,stroke:p,strokeOpacity:m,z:y=dt(p)[0],clip:g,tip:v,render:x,...w}={}){return[n,r]=ff(a,n,r),[o,i]=ff(l,o,i),n===r&&o===i&&("y"===t?o=hf(0):n=hf(0)),({tip:v}=ii({tip:v},"y"===t?"x":"y")),ni(le(c)?null:Object.assign(tc(e,{x1:n,x2:r,y1:o,y2:i,z:y,fill:c,fillOpacity:h,render:ri(x,df(t,!0)),clip:g,...w}),{ariaLabel:"positive difference"}),le(u)?null:Object.assign(tc(e,{x1:n,x2:r,y1:o,y2:i,z:y,fill:u,fillOpacity:d,render:ri(x,df(t,!1)),clip:g,...w}),{ariaLabel:"negative difference"}),Lc(e,{x:r,y:i,z:y,stroke:p,strokeOpacity:m,tip:v,clip:!0,...w}))}function ff(t,e,n){return void 0===e&&void 0===n?e=n=hf(t):void 0===e?(n=hf(n),e=void 0===t?n:hf(t)):void 0===n?(e=hf(e),n=void 0===t?e:hf(t)):(e=hf(e),n=hf(n)),[e,n]}function hf(t){let e;const{value:n,label:r=qt(n)}=Vt(t);return{transform:t=>e||(e=_(t,n)),label:r}}function df(t,e){const n="x"===t?"y":"x",r=`${n}1`,o=`${n}2`,i=`${t}1`,a=`${t}2`;return(n,l,s,c,u,f)=>{const{[r]:h,[o]:d}=s,p=new Float32Array(h.length),m=new Float32Array(d.length),y=c["y"===t?"height":"width"];(e===Ar(l[t])<0?p:m).fill(y);const g=f(n,l,{...s,[o]:h,[a]:m},c,u),v=f(n,l,{...s,[r]:d,[i]:p},c,u),x=g.querySelector("g")??g,w=v.querySelector("g")??v;for(let t=0;x.firstChild;t+=2){const e=Co(),n=vo("svg:clipPath",u).attr("id",e).node();n.appendChild(x.firstChild),w.childNodes[t].setAttribute("clip-path",`url(#${e})`),w.insertBefore(n,w.childNodes[t])}return v}}function pf({geometry:t=Q,...e}={}){const n=wo((e=>_(e,t)));return Re({...e,x:null,y:null,geometry:{transform:n}},((t,e,r,o,i,a)=>{const l=n(t),s=l.length,c=new Float64Array(s),u=new Float64Array(s),{centroid:f}=a.path();for(let t=0;t<s;++t)[c[t],u[t]]=f(l[t]);return{data:t,facets:e,channels:{x:{value:c,scale:null,source:null},y:{value:u,scale:null,source:null}}}}))}const mf={ariaLabel:"geo",fill:"none",stroke:"currentColor",strokeWidth:1,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1};class yf extends ei{constructor(t,e={}){const[n,r]=pt(e.r,3);super(t,{x:{value:e.tip?e.x:null,scale:"x",optional:!0},y:{value:e.tip?e.y:null,scale:"y",optional:!0},r:{value:n,scale:"r",filter:l,optional:!0},geometry:{value:e.geometry,scale:"projection"}},bc(e),mf),this.r=r}render(t,e,n,r,o){const{geometry:i,r:a}=n,l=o.path(),{r:c}=this;return s(c)?t=[]:void 0!==c&&l.pointRadius(c),vo("svg:g",o).call(_o,this,r,o).call(Uo,this,e).call((e=>{e.selectAll().data(t).enter().append("path").call(Go,this).attr("d",a?t=>l.pointRadius(a[t])(i[t]):t=>l(i[t])).call(Io,this,n)})).node()}}function gf(t,e={}){return e.tip&&void 0===e.x&&void 0===e.y?e=pf(e):void 0===e.geometry&&(e={...e,geometry:Q}),new yf(t,e)}const vf=.5;function xf(t,e,n,r,o){const i=o*(1.5/$e),a=new Map;for(const l of e){let e=n[l],s=r[l];if(isNaN(e)||isNaN(s))continue;let c=Math.round(s=(s-0)/i),u=Math.round(e=(e-vf)/o-(1&c)/2),f=s-c;if(3*Math.abs(f)>1){let t=e-u,n=u+(e<u?-1:1)/2,r=c+(s<c?-1:1),o=e-n,i=s-r;t*t+f*f>o*o+i*i&&(u=n+(1&c?1:-1)/2,c=r)}const h=`${u},${c}`;let d=a.get(h);void 0===d&&(d={index:[],extent:{data:t,x:(u+(1&c)/2)*o+vf,y:c*i+0}},a.set(h,d)),d.index.push(l)}return a.values()}const wf={ariaLabel:"hexgrid",fill:"none",stroke:"currentColor",strokeOpacity:.1};class bf extends ei{constructor({binWidth:t=20,clip:e=!0,...n}={}){super(V,void 0,{clip:e,...n},wf),this.binWidth=nt(t)}render(t,e,n,r,o){const{binWidth:i}=this,{marginTop:a,marginRight:l,marginBottom:s,marginLeft:c,width:u,height:f}=r,h=c-vf,d=u-l-vf,p=a-0,m=f-s-0,y=i/2,g=y*Me,v=g/2,x=2*y,w=1.5*g,b=Math.floor(h/x),k=Math.ceil(d/x),$=Math.floor((p+v)/w),M=Math.ceil((m-v)/w)+1,A=`m0,${kf(-g)}l${kf(y)},${kf(v)}v${kf(g)}l${kf(-y)},${kf(v)}`;let L=A;for(let t=$;t<M;++t)for(let e=b;e<k;++e)L+=`M${kf(e*x+(1&t)*y)},${kf(t*w)}${A}`;return vo("svg:g",o).datum(0).call(_o,this,r,o).call(Uo,this,{},Oo+vf,Oo+0).call((t=>t.append("path").call(Go,this).call(Io,this,n).attr("d",L))).node()}}function kf(t){return Math.round(1e3*t)/1e3}const $f={ariaLabel:"image",fill:null,stroke:null};class Mf extends ei{constructor(t,e={}){let{x:n,y:r,r:o,width:i,height:a,rotate:s,src:c,preserveAspectRatio:u,crossOrigin:f,frameAnchor:h,imageRendering:d}=e;null==o&&(o=void 0),void 0===o&&void 0===i&&void 0===a?i=a=16:void 0===i&&void 0!==a?i=a:void 0===a&&void 0!==i&&(a=i);const[p,m]="string"==typeof(y=c)&&(function(t){return/^\\.*\\//.test(t)}(y)||function(t){return/^(blob|data|file|http|https):/i.test(t)}(y))?[void 0,y]:[y,void 0];var y;const[g,v]=pt(o),[x,w]=pt(i,void 0!==v?2*v:void 0),[b,k]=pt(a,void 0!==v?2*v:void 0),[$,M]=pt(s,0);super(t,{x:{value:n,scale:"x",optional:!0},y:{value:r,scale:"y",optional:!0},r:{value:g,scale:"r",filter:l,optional:!0},width:{value:x,filter:l,optional:!0},height:{value:b,filter:l,optional:!0},rotate:{value:$,optional:!0},src:{value:p,optional:!0}},bc(e),$f),this.src=m,this.width=w,this.rotate=M,this.height=k,this.r=v,this.preserveAspectRatio=Vo(u,"xMidYMid"),this.crossOrigin=et(f),this.frameAnchor=ue(h),this.imageRendering=Vo(d,"auto")}render(t,e,n,r,o){const{x:i,y:a}=e,{x:l,y:s,width:c,height:u,r:f,rotate:h,src:d}=n,{r:p,width:m,height:y,rotate:g}=this,[v,x]=ti(this,r);return vo("svg:g",o).call(_o,this,r,o).call(Uo,this,{x:l&&i,y:s&&a}).call((e=>e.selectAll().data(t).enter().append("image").call(Go,this).attr("x",Af(l,c,f,v,m,p)).attr("y",Af(s,u,f,x,y,p)).attr("width",c?t=>c[t]:void 0!==m?m:f?t=>2*f[t]:2*p).attr("height",u?t=>u[t]:void 0!==y?y:f?t=>2*f[t]:2*p).attr("transform",h?t=>`rotate(${h[t]})`:g?`rotate(${g})`:null).attr("transform-origin",h||g?Ui`${l?t=>l[t]:v}px ${s?t=>s[t]:x}px`:null).call(Ho,"href",d?t=>d[t]:this.src).call(Ho,"preserveAspectRatio",this.preserveAspectRatio).call(Ho,"crossorigin",this.crossOrigin).call(Ho,"image-rendering",this.imageRendering).call(Ho,"clip-path",f?t=>`circle(${f[t]}px)`:void 0!==p?`circle(${p}px)`:null).call(Io,this,n))).node()}}function Af(t,e,n,r,o,i){return e&&t?n=>t[n]-e[n]/2:e?t=>r-e[t]/2:t&&void 0!==o?e=>t[e]-o/2:void 0!==o?r-o/2:n&&t?e=>t[e]-n[e]:n?t=>r-n[t]:t?e=>t[e]-i:r-i}function Lf(t,e,n){var r=0===t||1===t?0:Math.exp(zf(e+n)-zf(e)-zf(n)+e*Math.log(t)+n*Math.log(1-t));return!(t<0||t>1)&&(t<(e+1)/(e+n+2)?r*Sf(t,e,n)/e:1-r*Sf(1-t,n,e)/n)}function Sf(t,e,n){var r,o,i,a,l=1e-30,s=1,c=e+n,u=e+1,f=e-1,h=1,d=1-c*t/u;for(Math.abs(d)<l&&(d=l),a=d=1/d;s<=100&&(d=1+(o=s*(n-s)*t/((f+(r=2*s))*(e+r)))*d,Math.abs(d)<l&&(d=l),h=1+o/h,Math.abs(h)<l&&(h=l),a*=(d=1/d)*h,d=1+(o=-(e+s)*(c+s)*t/((e+r)*(u+r)))*d,Math.abs(d)<l&&(d=l),h=1+o/h,Math.abs(h)<l&&(h=l),a*=i=(d=1/d)*h,!(Math.abs(i-1)<3e-7));s++);return a}function zf(t){var e,n,r,o=0,i=[76.18009172947146,-86.5053203294167,24.01409824083091,-1.231739572450155,.001208650973866179,-5395239384953e-18],a=1.000000000190015;for(r=(n=e=t)+5.5,r-=(e+.5)*Math.log(r);o<6;o++)a+=i[o]/++n;return Math.log(2.506628274631*a/e)-r}function Of(t,e){var n=function(t,e,n){var r,o,i,a,l,s,c,u=e-1,f=n-1,h=0;if(t<=0)return 0;if(t>=1)return 1;for(r=Math.log(e/(e+n)),o=Math.log(n/(e+n)),l=t<(i=Math.exp(e*r)/e)/(s=i+(a=Math.exp(n*o)/n))?Math.pow(e*s*t,1/e):1-Math.pow(n*s*(1-t),1/n),c=-zf(e)-zf(n)+zf(e+n);h<10;h++){if(0===l||1===l)return l;if((l-=i=(a=(Lf(l,e,n)-t)/(i=Math.exp(u*Math.log(l)+f*Math.log(1-l)+c)))/(1-.5*Math.min(1,a*(u/l-f/(1-l)))))<=0&&(l=.5*(l+i)),l>=1&&(l=.5*(l+i+1)),Math.abs(i)<1e-8*l&&h>0)break}return l}(2*Math.min(t,1-t),.5*e,.5);return n=Math.sqrt(e*(1-n)/n),t>.5?n:-n}const Ef={ariaLabel:"linear-regression",fill:"currentColor",fillOpacity:.1,stroke:"currentColor",strokeWidth:1.5,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1};class Rf extends ei{constructor(t,e={}){const{x:n,y:r,z:o,ci:i=.95,precision:a=4}=e;if(super(t,{x:{value:n,scale:"x"},y:{value:r,scale:"y"},z:{value:Rt(e),optional:!0}},e,Ef),this.z=o,this.ci=+i,this.precision=+a,!(0<=this.ci&&this.ci<1))throw new Error(`invalid ci; not in [0, 1): ${i}`);if(!(this.precision>0))throw new Error(`invalid precision: ${a}`)}render(t,e,n,r,o){const{x:i,y:a,z:l}=n,{ci:s}=this;return vo("svg:g",o).call(_o,this,r,o).call(Uo,this,e).call((e=>e.selectAll().data(l?Wo(t,l,this.z):[t]).enter().call((t=>t.append("path").attr("fill","none").call(Go,this).call(Po,this,{...n,fill:null,fillOpacity:null}).attr("d",(t=>this._renderLine(t,i,a))).call(s&&!se(this.fill)?t=>t.select(Cf).attr("stroke","none").call(Go,this).call(Po,this,{...n,stroke:null,strokeOpacity:null,strokeWidth:null}).attr("d",(t=>this._renderBand(t,i,a))):()=>{}))))).node()}}function Cf(){return this.parentNode.insertBefore(this.ownerDocument.createElementNS(e.namespaces.svg,"path"),this)}class Nf extends Rf{constructor(t,e){super(t,e)}_renderBand(t,n,r){const{ci:o,precision:i}=this,[a,l]=e.extent(t,(t=>r[t])),s=Bf(t,r,n),c=If(t,r,n,(1-o)/2,s);return e.area().y((t=>t)).x0((t=>c(t,-1))).x1((t=>c(t,1)))(e.range(a,l-i/2,i).concat(l))}_renderLine(t,n,r){const[o,i]=e.extent(t,(t=>r[t])),a=Bf(t,r,n);return`M${a(o)},${o}L${a(i)},${i}`}}class Tf extends Rf{constructor(t,e){super(t,e)}_renderBand(t,n,r){const{ci:o,precision:i}=this,[a,l]=e.extent(t,(t=>n[t])),s=Bf(t,n,r),c=If(t,n,r,(1-o)/2,s);return e.area().x((t=>t)).y0((t=>c(t,-1))).y1((t=>c(t,1)))(e.range(a,l-i/2,i).concat(l))}_renderLine(t,n,r){const[o,i]=e.extent(t,(t=>n[t])),a=Bf(t,n,r);return`M${o},${a(o)}L${i},${a(i)}`}}function Bf(t,e,n){let r=0,o=0,i=0,a=0;for(const l of t){const t=e[l],s=n[l];r+=t,o+=s,i+=t*s,a+=t*t}const l=t.length,s=(l*i-r*o)/(l*a-r*r),c=(o-s*r)/l;return t=>s*t+c}function If(t,n,r,o,i){const a=e.sum(t,(t=>n[t]))/t.length;let l=0,s=0;for(const e of t)l+=(n[e]-a)**2,s+=(r[e]-i(n[e]))**2;const c=Math.sqrt(s/(t.length-2)),u=Of(o,t.length-2);return(e,n)=>{const r=i(e),o=c*Math.sqrt(1/t.length+(e-a)**2/l);return r+n*u*o}}function Pf({path:t=Q,delimiter:n,frameAnchor:r,treeLayout:o=e.tree,treeSort:i,treeSeparation:a,treeAnchor:l,treeFilter:s,...c}={}){l=jf(l),i=Df(i),null!=s&&(s=Uf(s)),void 0===r&&(r=l.frameAnchor);const u=_f(n),f=lh(c,Uf),[h,d]=jt(),[p,m]=jt();return{x:h,y:p,frameAnchor:r,...Ee(c,((n,r)=>{const c=u(_(n,t)),h=d([]),p=m([]);let y=-1;const g=[],v=[],x=e.stratify().path((t=>c[t])),w=F(n)?t=>t.data=n[t.data]:t=>t.data=n.get(t.data),b=o();b.nodeSize&&b.nodeSize([1,1]),b.separation&&void 0!==a&&b.separation(a??K);for(const t of f)t[ah]=t[oh]([]);for(const t of r){const e=[],n=x(t.filter((t=>null!=c[t]))).each(w);null!=i&&n.sort(i),b(n);for(const t of n.descendants())if(null==s||s(t)){e.push(++y),g[y]=t.data,l.position(t,y,h,p);for(const e of f)e[ah][y]=e[ih](t)}v.push(e)}return{data:g,facets:v}})),...Object.fromEntries(f)}}function Wf({path:t=Q,delimiter:n,curve:r="bump-x",stroke:o="#555",strokeWidth:i=1.5,strokeOpacity:a=.5,treeLayout:l=e.tree,treeSort:s,treeSeparation:c,treeAnchor:u,treeFilter:f,...h}={}){u=jf(u),s=Df(s),null!=f&&(f=Vf(f)),h={curve:r,stroke:o,strokeWidth:i,strokeOpacity:a,...h};const d=_f(n),p=lh(h,Vf),[m,y]=jt(),[g,v]=jt(),[x,w]=jt(),[b,k]=jt();return{x1:m,x2:g,y1:x,y2:b,...Ee(h,((n,r)=>{const o=d(_(n,t)),i=y([]),a=v([]),h=w([]),m=k([]);let g=-1;const x=[],b=[],$=e.stratify().path((t=>o[t])),M=l();M.nodeSize&&M.nodeSize([1,1]),M.separation&&void 0!==c&&M.separation(c??K);for(const t of p)t[ah]=t[oh]([]);for(const t of r){const e=[],r=$(t.filter((t=>null!=o[t]))).each((t=>t.data=n[t.data]));null!=s&&r.sort(s),M(r);for(const{source:t,target:n}of r.links())if(null==f||f(n,t)){e.push(++g),x[g]=n.data,u.position(t,g,i,h),u.position(n,g,a,m);for(const e of p)e[ah][g]=e[ih](n,t)}b.push(e)}return{data:x,facets:b}})),...Object.fromEntries(p)}}function jf(t="left"){switch(`${t}`.trim().toLowerCase()){case"left":return Ff;case"right":return qf}throw new Error(`invalid tree anchor: ${t}`)}const Ff={frameAnchor:"left",dx:6,position({x:t,y:e},n,r,o){r[n]=e,o[n]=-t}},qf={frameAnchor:"right",dx:-6,position({x:t,y:e},n,r,o){r[n]=-e,o[n]=-t}};function Df(t){return null==t||"function"==typeof t?t:`${t}`.trim().toLowerCase().startsWith("node:")?Yf(Uf(t)):Yf(function(t){return e=>e.data?.[t]}(t))}function Yf(t){return(e,n)=>r(t(e),t(n))}function _f(t="/"){if("/"===(t=`${t}`))return t=>t;if(1!==t.length)throw new Error("delimiter must be exactly one character");const e=t.charCodeAt(0);return t=>t.map((t=>function(t,e){if(e===Gf)throw new Error("delimiter cannot be backslash");let n=!1;for(let r=0,o=t.length;r<o;++r){switch(t.charCodeAt(r)){case Gf:if(!n){n=!0;continue}break;case e:n?(t=t.slice(0,r-1)+t.slice(r),--r,--o):t=t.slice(0,r)+"/"+t.slice(r+1);break;case Xf:n?(t=t.slice(0,r)+"\\\\\\\\"+t.slice(r),r+=2,o+=2):(t=t.slice(0,r)+"\\\\"+t.slice(r),++r,++o)}n=!1}return t}(t,e)))}const Gf=92,Xf=47;function Hf(t){return At(t)&&"function"==typeof t.node}function Uf(t){if(Hf(t))return t.node;if((t=`${t}`.trim().toLowerCase()).startsWith("node:")){switch(t){case"node:name":return Jf;case"node:path":return Zf;case"node:internal":return th;case"node:external":return eh;case"node:depth":return Qf;case"node:height":return Kf}throw new Error(`invalid node value: ${t}`)}}function Vf(t){if(Hf(t))return t.node;if(At(e=t)&&"function"==typeof e.link)return t.link;var e;if((t=`${t}`.trim().toLowerCase()).startsWith("node:")||t.startsWith("parent:")){switch(t){case"parent:name":return nh(Jf);case"parent:path":return nh(Zf);case"parent:depth":return nh(Qf);case"parent:height":return nh(Kf);case"node:name":return Jf;case"node:path":return Zf;case"node:internal":return th;case"node:external":return eh;case"node:depth":return Qf;case"node:height":return Kf}throw new Error(`invalid link value: ${t}`)}}function Zf(t){return t.id}function Jf(t){return function(t){let e=t.length;for(;--e>0&&!rh(t,e););return function(t){let e=!1;for(let n=0,r=t.length;n<r;++n){switch(t.charCodeAt(n)){case Gf:if(!e){e=!0;continue}case Xf:e&&(t=t.slice(0,n-1)+t.slice(n),--n,--r)}e=!1}return t}(t.slice(e+1))}(t.id)}function Qf(t){return t.depth}function Kf(t){return t.height}function th(t){return!!t.children}function eh(t){return!t.children}function nh(t){return(e,n)=>null==n?void 0:t(n)}function rh(t,e){if("/"===t[e]){let n=0;for(;e>0&&"\\\\"===t[--e];)++n;if(!(1&n))return!0}return!1}const oh=2,ih=3,ah=4;function lh(t,e){const n=[];for(const r in t){const o=t[r],i=e(o);void 0!==i&&n.push([r,...jt(o),i])}return n}function sh(t,{fill:n,stroke:r,strokeWidth:o,strokeOpacity:i,strokeLinejoin:a,strokeLinecap:l,strokeMiterlimit:s,strokeDasharray:c,strokeDashoffset:u,marker:f,markerStart:h=f,markerEnd:d=f,dot:p=le(h)&&le(d),text:m="node:name",textStroke:y="var(--plot-background)",title:g="node:path",dx:v,dy:x,textAnchor:w,treeLayout:b=e.tree,textLayout:k=(b===e.tree||b===e.cluster?"mirrored":"normal"),tip:$,...M}={}){if(void 0===v&&(v=jf(M.treeAnchor).dx),void 0!==w)throw new Error("textAnchor is not a configurable tree option");function A(e){return Ki(t,Pf({treeLayout:b,text:m,fill:void 0===n?"currentColor":n,stroke:y,dx:v,dy:x,title:g,...e,...M}))}return k=yt(k,"textLayout",["mirrored","normal"]),ni(ic(t,Wf({treeLayout:b,markerStart:h,markerEnd:d,stroke:void 0!==r?r:void 0===n?"node:internal":n,strokeWidth:o,strokeOpacity:i,strokeLinejoin:a,strokeLinecap:l,strokeMiterlimit:s,strokeDasharray:c,strokeDashoffset:u,...M})),p?$c(t,Pf({treeLayout:b,fill:void 0===n?"node:internal":n,title:g,tip:$,...M})):null,null!=m?"mirrored"===k?[A({textAnchor:"start",treeFilter:"node:external"}),A({textAnchor:"end",treeFilter:"node:internal",dx:-v})]:A():null)}const ch={ariaLabel:"waffle"};class uh extends dc{constructor(t,{unit:e=1,gap:n=1,round:r,multiple:o,...i}={}){super(t,hh("x",i),ch),this.unit=Math.max(0,e),this.gap=+n,this.round=mh(r),this.multiple=yh(o)}}class fh extends pc{constructor(t,{unit:e=1,gap:n=1,round:r,multiple:o,...i}={}){super(t,hh("y",i),ch),this.unit=Math.max(0,e),this.gap=+n,this.round=mh(r),this.multiple=yh(o)}}function hh(t,n){const r="y"===t?"x":"y",o=`${t}1`,i=`${t}2`;return Re(function({render:t,...n}){return{...n,render:ri(t,(function(t,n,r,o,i){const{gap:a,rx:l,ry:s}=this,{channels:c,ariaLabel:u,href:f,title:h,...d}=r,{document:p}=i,m=c.polygon.value,[y,g]=c.cx.value,[v,x]=c.cy.value,w="plot-pattern-"+ ++Ro,b=p.createElementNS(e.namespaces.svg,"pattern");b.setAttribute("width",y),b.setAttribute("height",v),b.setAttribute("patternUnits","userSpaceOnUse");const k=b.appendChild(p.createElementNS(e.namespaces.svg,"rect"));return k.setAttribute("x",a/2),k.setAttribute("y",a/2),k.setAttribute("width",y-a),k.setAttribute("height",v-a),null!=l&&k.setAttribute("rx",l),null!=s&&k.setAttribute("ry",s),vo("svg:g",i).call(_o,this,o,i).call(this._transform,this,n).call((e=>e.selectAll().data(t).enter().append((()=>b.cloneNode(!0))).attr("id",(t=>`${w}-${t}`)).select("rect").call(Go,this).call(Io,this,d))).call((e=>e.selectAll().data(t).enter().append("path").attr("transform",Ui`translate(${g},${x})`).attr("d",(t=>`M${m[t].join("L")}Z`)).attr("fill",(t=>`url(#${w}-${t})`)).attr("stroke",null==this.stroke?null:"none").call(Io,this,{ariaLabel:u,href:f,title:h}))).node()}))}}(n),(function(e,n,a,l,s){const{round:c,unit:u}=this,f=a[o].value,h=a[i].value,d=kn({...r in a&&{[r]:a[r]},[o]:a[o],[i]:a[i]},l),p=this["y"===t?"_width":"_height"](l,d,s),m=this["y"===t?"_x":"_y"](l,d,s),y=u*function({domain:t,range:e}){return gh(e)/gh(t)}(l.scales[t]),{multiple:g=Math.max(1,Math.floor(Math.sqrt(p/y)))}=this,v=Math.min(p/g,y*g),x=y*g,w=(p-g*v)/2,b="function"==typeof m?t=>m(t)+w:m+w,k=l[t](0),$="y"===t?([t,e])=>[t*v,-e*x]:([t,e])=>[e*x,t*v],M="function"==typeof b?t=>b(t)-p/2:()=>b,[A,L]="y"===t?[0,1]:[1,0],S=h.length,z=new Array(S),O=new Float64Array(S),E=new Float64Array(S);for(let t=0;t<S;++t){z[t]=dh(c(f[t]/u),c(h[t]/u),g).map($);const e=z[t].pop();O[t]=e[A]+M(t),E[t]=e[L]+k}return{channels:{polygon:{value:z,source:null,filter:null},[`c${r}`]:{value:[v,b],source:null,filter:null},[`c${t}`]:{value:[x,k],source:null,filter:null},[r]:{value:O,scale:null,source:null},[o]:{value:E,scale:null,source:a[o]},[i]:{value:E,scale:null,source:a[i]}}}}))}function dh(t,e,n){if(e<t)return dh(e,t,n);if(t<0)return function(t,e,n,r){return dh(t+r*n,e+r*n,n).map((([t,e])=>[t,e-r]))}(t,e,n,Math.ceil(-Math.min(t,e)/n));const r=Math.floor(t%n),o=Math.ceil(t%n),i=Math.floor(e%n),a=Math.ceil(e%n),l=Math.floor(t/n),s=Math.ceil(t/n),c=Math.floor(e/n),u=Math.ceil(e/n),f=[];return u>s&&f.push([0,s]),f.push([r,s],[r,l+t%1],[o,l+t%1]),t%n>n-1||(f.push([o,l]),c>l&&f.push([n,l])),c>l&&f.push([n,c]),f.push([a,c],[a,c+e%1],[i,c+e%1]),e%n<1||(f.push([i,u]),u>s&&f.push([0,u])),f.push(function(t,e,n){const r=Math.floor(e/n)-Math.floor(t/n);return 0===r?ph(t,e,n):1===r?Math.floor(e%n)>Math.ceil(t%n)?[(Math.floor(e%n)+Math.ceil(t%n))/2,Math.floor(e/n)]:e%n>n-t%n?ph(e-e%n,e,n):ph(t,n*Math.ceil(t/n),n):[n/2,(Math.round(t/n)+Math.round(e/n))/2]}(t,e,n)),f}function ph(t,e,n){const r=Math.floor(e)-Math.floor(t);return 0===r?[Math.floor(t%n)+.5,Math.floor(t/n)+(t+e)/2%1]:1===r?e%1-t%1>.5?[Math.ceil(t%n),Math.floor(e/n)+(t%1+e%1)/2]:e%1>1-t%1?[Math.floor(e%n)+.5,Math.floor(e/n)+e%1/2]:[Math.floor(t%n)+.5,Math.floor(t/n)+(1+t%1)/2]:[Math.ceil(t%n)+Math.ceil(Math.floor(e)-Math.ceil(t))/2,Math.floor(t/n)+(e>=1+t?.5:(t+e)/2%1)]}function mh(t){if(void 0===t||!1===t)return Number;if(!0===t)return Math.round;if("function"!=typeof t)throw new Error(`invalid round: ${t}`);return t}function yh(t){return void 0===t?void 0:Math.max(1,Math.floor(t))}function gh(t){const[n,r]=e.extent(t);return r-n}function vh(t){return!0===t?{maxRadius:1/0}:At(t)&&void 0===t.maxRadius?{...t,maxRadius:1/0}:void 0}function xh(t){return t&&t.__esModule&&Object.prototype.hasOwnProperty.call(t,"default")?t.default:t}var wh,bh,kh,$h;var Mh=function(){if($h)return kh;$h=1;var t=function(){if(bh)return wh;function t(t,e,n,r,o){for(var i=o+1;r<=o;){var a=r+o>>>1,l=t[a];(void 0!==n?n(l,e):l-e)>=0?(i=a,o=a-1):r=a+1}return i}function e(t,e,n,r,o){for(var i=o+1;r<=o;){var a=r+o>>>1,l=t[a];(void 0!==n?n(l,e):l-e)>0?(i=a,o=a-1):r=a+1}return i}function n(t,e,n,r,o){for(var i=r-1;r<=o;){var a=r+o>>>1,l=t[a];(void 0!==n?n(l,e):l-e)<0?(i=a,r=a+1):o=a-1}return i}function r(t,e,n,r,o){for(var i=r-1;r<=o;){var a=r+o>>>1,l=t[a];(void 0!==n?n(l,e):l-e)<=0?(i=a,r=a+1):o=a-1}return i}function o(t,e,n,r,o){for(;r<=o;){var i=r+o>>>1,a=t[i],l=void 0!==n?n(a,e):a-e;if(0===l)return i;l<=0?r=i+1:o=i-1}return-1}function i(t,e,n,r,o,i){return"function"==typeof n?i(t,e,n,void 0===r?0:0|r,void 0===o?t.length-1:0|o):i(t,e,void 0,void 0===n?0:0|n,void 0===r?t.length-1:0|r)}return bh=1,wh={ge:function(e,n,r,o,a){return i(e,n,r,o,a,t)},gt:function(t,n,r,o,a){return i(t,n,r,o,a,e)},lt:function(t,e,r,o,a){return i(t,e,r,o,a,n)},le:function(t,e,n,o,a){return i(t,e,n,o,a,r)},eq:function(t,e,n,r,a){return i(t,e,n,r,a,o)}}}();function e(t,e,n,r,o){this.mid=t,this.left=e,this.right=n,this.leftPoints=r,this.rightPoints=o,this.count=(e?e.count:0)+(n?n.count:0)+r.length}kh=function(t){if(!t||0===t.length)return new p(null);return new p(d(t))};var n=e.prototype;function r(t,e){t.mid=e.mid,t.left=e.left,t.right=e.right,t.leftPoints=e.leftPoints,t.rightPoints=e.rightPoints,t.count=e.count}function o(t,e){var n=d(e);t.mid=n.mid,t.left=n.left,t.right=n.right,t.leftPoints=n.leftPoints,t.rightPoints=n.rightPoints,t.count=n.count}function i(t,e){var n=t.intervals([]);n.push(e),o(t,n)}function a(t,e){var n=t.intervals([]),r=n.indexOf(e);return r<0?0:(n.splice(r,1),o(t,n),1)}function l(t,e,n){for(var r=0;r<t.length&&t[r][0]<=e;++r){var o=n(t[r]);if(o)return o}}function s(t,e,n){for(var r=t.length-1;r>=0&&t[r][1]>=e;--r){var o=n(t[r]);if(o)return o}}function c(t,e){for(var n=0;n<t.length;++n){var r=e(t[n]);if(r)return r}}function u(t,e){return t-e}function f(t,e){var n=t[0]-e[0];return n||t[1]-e[1]}function h(t,e){var n=t[1]-e[1];return n||t[0]-e[0]}function d(t){if(0===t.length)return null;for(var n=[],r=0;r<t.length;++r)n.push(t[r][0],t[r][1]);n.sort(u);var o=n[n.length>>1],i=[],a=[],l=[];for(r=0;r<t.length;++r){var s=t[r];s[1]<o?i.push(s):o<s[0]?a.push(s):l.push(s)}var c=l,p=l.slice();return c.sort(f),p.sort(h),new e(o,d(i),d(a),c,p)}function p(t){this.root=t}n.intervals=function(t){return t.push.apply(t,this.leftPoints),this.left&&this.left.intervals(t),this.right&&this.right.intervals(t),t},n.insert=function(e){var n=this.count-this.leftPoints.length;if(this.count+=1,e[1]<this.mid)this.left?4*(this.left.count+1)>3*(n+1)?i(this,e):this.left.insert(e):this.left=d([e]);else if(e[0]>this.mid)this.right?4*(this.right.count+1)>3*(n+1)?i(this,e):this.right.insert(e):this.right=d([e]);else{var r=t.ge(this.leftPoints,e,f),o=t.ge(this.rightPoints,e,h);this.leftPoints.splice(r,0,e),this.rightPoints.splice(o,0,e)}},n.remove=function(e){var n=this.count-this.leftPoints;if(e[1]<this.mid)return this.left?4*(this.right?this.right.count:0)>3*(n-1)?a(this,e):2===(s=this.left.remove(e))?(this.left=null,this.count-=1,1):(1===s&&(this.count-=1),s):0;if(e[0]>this.mid)return this.right?4*(this.left?this.left.count:0)>3*(n-1)?a(this,e):2===(s=this.right.remove(e))?(this.right=null,this.count-=1,1):(1===s&&(this.count-=1),s):0;if(1===this.count)return this.leftPoints[0]===e?2:0;if(1===this.leftPoints.length&&this.leftPoints[0]===e){if(this.left&&this.right){for(var o=this,i=this.left;i.right;)o=i,i=i.right;if(o===this)i.right=this.right;else{var l=this.left,s=this.right;o.count-=i.count,o.right=i.left,i.left=l,i.right=s}r(this,i),this.count=(this.left?this.left.count:0)+(this.right?this.right.count:0)+this.leftPoints.length}else this.left?r(this,this.left):r(this,this.right);return 1}for(l=t.ge(this.leftPoints,e,f);l<this.leftPoints.length&&this.leftPoints[l][0]===e[0];++l)if(this.leftPoints[l]===e){this.count-=1,this.leftPoints.splice(l,1);for(s=t.ge(this.rightPoints,e,h);s<this.rightPoints.length&&this.rightPoints[s][1]===e[1];++s)if(this.rightPoints[s]===e)return this.rightPoints.splice(s,1),1}return 0},n.queryPoint=function(t,e){if(t<this.mid){if(this.left)if(n=this.left.queryPoint(t,e))return n;return l(this.leftPoints,t,e)}if(t>this.mid){var n;if(this.right)if(n=this.right.queryPoint(t,e))return n;return s(this.rightPoints,t,e)}return c(this.leftPoints,e)},n.queryInterval=function(t,e,n){var r;if(t<this.mid&&this.left&&(r=this.left.queryInterval(t,e,n)))return r;if(e>this.mid&&this.right&&(r=this.right.queryInterval(t,e,n)))return r;return e<this.mid?l(this.leftPoints,e,n):t>this.mid?s(this.rightPoints,t,n):c(this.leftPoints,n)};var m=p.prototype;return m.insert=function(t){this.root?this.root.insert(t):this.root=new e(t[0],null,null,[t],[t])},m.remove=function(t){if(this.root){var e=this.root.remove(t);return 2===e&&(this.root=null),0!==e}return!1},m.queryPoint=function(t,e){if(this.root)return this.root.queryPoint(t,e)},m.queryInterval=function(t,e,n){if(t<=e&&this.root)return this.root.queryInterval(t,e,n)},Object.defineProperty(m,"count",{get:function(){return this.root?this.root.count:0}}),Object.defineProperty(m,"intervals",{get:function(){return this.root?this.root.intervals([]):[]}}),kh}(),Ah=xh(Mh);const Lh=({marginLeft:t})=>[1,t],Sh=({width:t,marginRight:e})=>[-1,t-e],zh=({width:t,marginLeft:e,marginRight:n})=>[0,(e+t-n)/2],Oh=({marginTop:t})=>[1,t],Eh=({height:t,marginBottom:e})=>[-1,t-e],Rh=({height:t,marginTop:e,marginBottom:n})=>[0,(e+t-n)/2];function Ch(t){return"string"==typeof t?{anchor:t}:t}function Nh(t){const{anchor:e,padding:n,...r}=t,{r:o}=r;return[{anchor:e,padding:n,r:o},r]}function Th(t,e,n,r,o,i){if(null!=o&&"number"!=typeof o){let{channels:t,sort:e,reverse:n}=i;t=fe(t),void 0===t?.r&&(i={...i,channels:{...t,r:{value:o,scale:"r"}}}),void 0===e&&void 0===n&&(i.sort={channel:"-r"})}return Re(i,(function(i,s,c,u,f,h){let{[e]:d,r:p}=c;if(!c[e])throw new Error(`missing channel: ${e}`);({[e]:d}=mo(c,u,h));const m=p?void 0:void 0!==o?nt(o):void 0!==this.r?this.r:3;p&&(p=_(p.value,u[p.scale]||Q,Float64Array));let[y,g]=n(f);const v=y?Ih:Bh,x=new Float64Array(d.length),w=p?t=>p[t]:()=>m;for(let t of s){const e=Ah();t=t.filter(p?t=>a(d[t])&&l(p[t]):t=>a(d[t]));const n=new Float64Array(2*t.length+2);for(const o of t){const t=w(o),i=y?t+r:0,a=d[o]-t,l=d[o]+t;let s=2;e.queryInterval(a-r,l+r,(([,,t])=>{const e=x[t]-i,a=d[o]-d[t],l=r+(p?p[o]+p[t]:2*m),c=Math.sqrt(l*l-a*a);n[s++]=e-c,n[s++]=e+c}));let c=n.slice(0,s);y&&(c=c.filter((t=>t>=0)));t:for(const t of c.sort(v)){for(let e=0;e<s;e+=2)if(n[e]+1e-6<t&&t<n[e+1]-1e-6)continue t;x[o]=t+i;break}e.insert([a,l,o])}}y||(y=1);for(const t of s)for(const e of t)x[e]=x[e]*y+g;return{data:i,facets:s,channels:{[t]:{value:x,source:null},[e]:{value:d,source:c[e]},...p&&{r:{value:p,source:c.r}}}}}))}function Bh(t,e){return Math.abs(t)-Math.abs(e)}function Ih(t,e){return t-e}function Ph(t){if(void 0===t)return qh;if("function"==typeof t)return Wh(Bt(t));if(/^p\\d{2}$/i.test(t))return jh(st(t));switch(`${t}`.toLowerCase()){case"deviation":return Yh;case"first":return qh;case"last":return Dh;case"max":return _h;case"mean":return Gh;case"median":return Xh;case"min":return Hh;case"sum":return Uh;case"extent":return Fh}throw new Error(`invalid basis: ${t}`)}function Wh(t){return{mapIndex(e,n,r){const o=+t(e,n);for(const t of e)r[t]=null===n[t]?NaN:n[t]/o}}}function jh(t){return Wh(((e,n)=>t(e,(t=>n[t]))))}const Fh={mapIndex(t,n,r){const[o,i]=e.extent(t,(t=>n[t])),a=i-o;for(const e of t)r[e]=null===n[e]?NaN:(n[e]-o)/a}},qh=Wh(((t,e)=>{for(let r=0;r<t.length;++r){const o=e[t[r]];if(n(o))return o}})),Dh=Wh(((t,e)=>{for(let r=t.length-1;r>=0;--r){const o=e[t[r]];if(n(o))return o}})),Yh={mapIndex(t,n,r){const o=e.mean(t,(t=>n[t])),i=e.deviation(t,(t=>n[t]));for(const e of t)r[e]=null===n[e]?NaN:i?(n[e]-o)/i:0}},_h=jh(e.max),Gh=jh(e.mean),Xh=jh(e.median),Hh=jh(e.min),Uh=jh(e.sum);function Vh(t,n,r={}){let o,i=1;if("number"==typeof n)i=n,o=(t,e)=>+t+e;else{if("string"==typeof n){const t=n.startsWith("-")?-1:1;[n,i]=E(n.replace(/^[+-]/,"")),i*=t}n=Gt(n),o=(t,e)=>n.offset(t,e)}const a=`${t}1`,l=`${t}2`,s=Fc({[a]:t=>t.map((t=>o(t,i))),[l]:t=>t},r),c=s[l].transform;return s[l].transform=()=>{const t=c(),[n,r]=e.extent(t);return t.domain=i<0?[n,o(r,i)]:[o(n,i),r],t},s}function Zh(t){if("function"==typeof t)return t;switch(`${t}`.toLowerCase()){case"min":return ed;case"max":return nd}throw new Error(`unknown selector: ${t}`)}function Jh(t){return rd(null,Kh,t)}function Qh(t){return rd(null,td,t)}function*Kh(t){yield t[0]}function*td(t){yield t[t.length-1]}function*ed(t,n){yield e.least(t,(t=>n[t]))}function*nd(t,n){yield e.greatest(t,(t=>n[t]))}function rd(t,n,r){if(null!=t){if(null==r[t])throw new Error(`missing channel: ${t}`);t=r[t]}const o=Rt(r);return Ee(r,((r,i)=>{const a=_(r,o),l=_(r,t),s=[];for(const t of i){const r=[];for(const o of a?e.group(t,(t=>a[t])).values():[t])for(const t of n(o,l))r.push(t);s.push(r)}return{data:r,facets:s}}))}ei.prototype.plot=function({marks:t=[],...e}={}){return os({...e,marks:[...t,this]})},t.Area=Ks,t.Arrow=sc,t.BarX=dc,t.BarY=pc,t.Cell=vc,t.Contour=Wu,t.Density=lf,t.Dot=kc,t.Frame=Gl,t.Geo=yf,t.Hexgrid=bf,t.Image=Mf,t.Line=Ac,t.Link=oc,t.Mark=ei,t.Raster=Au,t.Rect=Tl,t.RuleX=Yi,t.RuleY=_i,t.Text=Zi,t.TickX=hu,t.TickY=du,t.Tip=Vl,t.Vector=Aa,t.WaffleX=uh,t.WaffleY=fh,t.area=tc,t.areaX=ec,t.areaY=nc,t.arrow=function(t,{x:e,x1:n,x2:r,y:o,y1:i,y2:a,...l}={}){return[n,r]=ac(e,n,r),[i,a]=ac(o,i,a),new sc(t,{...l,x1:n,x2:r,y1:i,y2:a})},t.auto=function(t,e){const n=Oc(t,e),{fx:r,fy:o,x:{zero:i},y:{zero:a},markOptions:l,transformOptions:s,colorMode:c}=n,u=Ic[n.markImpl],f=Ic[n.transformImpl],h=null!=r||null!=o?Xl({strokeOpacity:.1}):null,d=[i?Gi([0]):null,a?Xi([0]):null],p=u(t,f?f(s,l):l);return"stroke"===c?ni(h,d,p):ni(h,p,d)},t.autoSpec=Oc,t.axisFx=Wa,t.axisFy=Ia,t.axisX=Pa,t.axisY=Ba,t.barX=mc,t.barY=yc,t.bin=zs,t.binX=Ls,t.binY=Ss,t.bollinger=cu,t.bollingerX=function(t,{x:e=Q,y:n,k:r=ou,color:o=iu,opacity:i=au,fill:a=o,fillOpacity:l=i,stroke:s=o,strokeOpacity:c,strokeWidth:u,...f}={}){return ni(le(a)?null:ec(t,Fc({x1:cu({k:-r,...f}),x2:cu({k:r,...f})},{x1:e,x2:e,y:n,fill:a,fillOpacity:l,...f})),le(s)?null:Sc(t,Fc({x:cu(f)},{x:e,y:n,stroke:s,strokeOpacity:c,strokeWidth:u,...f})))},t.bollingerY=function(t,{x:e,y:n=Q,k:r=ou,color:o=iu,opacity:i=au,fill:a=o,fillOpacity:l=i,stroke:s=o,strokeOpacity:c,strokeWidth:u,...f}={}){return ni(le(a)?null:nc(t,Fc({y1:cu({k:-r,...f}),y2:cu({k:r,...f})},{x:e,y1:n,y2:n,fill:a,fillOpacity:l,...f})),le(s)?null:zc(t,Fc({y:cu(f)},{x:e,y:n,stroke:s,strokeOpacity:c,strokeWidth:u,...f})))},t.boxX=function(t,{x:e=Q,y:n=null,r:r,fill:o="#ccc",fillOpacity:i,stroke:a="currentColor",strokeOpacity:l,strokeWidth:s=2,sort:c,...u}={}){const f=null!=n?Ye:qe;return ni(Xi(t,f({x1:gu,x2:vu},{x:e,y:n,stroke:a,strokeOpacity:l,...u})),mc(t,f({x1:"p25",x2:"p75"},{x:e,y:n,fill:o,fillOpacity:i,...u})),pu(t,f({x:"p50"},{x:e,y:n,stroke:a,strokeOpacity:l,strokeWidth:s,sort:c,...u})),$c(t,Fc({x:yu},{x:e,y:n,z:n,r:r,stroke:a,strokeOpacity:l,...u})))},t.boxY=function(t,{y:e=Q,x:n=null,r:r,fill:o="#ccc",fillOpacity:i,stroke:a="currentColor",strokeOpacity:l,strokeWidth:s=2,sort:c,...u}={}){const f=null!=n?De:qe;return ni(Gi(t,f({y1:gu,y2:vu},{x:n,y:e,stroke:a,strokeOpacity:l,...u})),yc(t,f({y1:"p25",y2:"p75"},{x:n,y:e,fill:o,fillOpacity:i,...u})),mu(t,f({y:"p50"},{x:n,y:e,stroke:a,strokeOpacity:l,strokeWidth:s,sort:c,...u})),$c(t,Fc({y:yu},{x:n,y:e,z:n,r:r,stroke:a,strokeOpacity:l,...u})))},t.cell=xc,t.cellX=function(t,{x:e=J,fill:n,stroke:r,...o}={}){return void 0===n&&void 0===dt(r)[0]&&(n=Q),new vc(t,{...o,x:e,fill:n,stroke:r})},t.cellY=function(t,{y:e=J,fill:n,stroke:r,...o}={}){return void 0===n&&void 0===dt(r)[0]&&(n=Q),new vc(t,{...o,y:e,fill:n,stroke:r})},t.centroid=pf,t.circle=function(t,e){return $c(t,{...e,symbol:"circle"})},t.cluster=function(t,n){return sh(t,{...n,treeLayout:e.cluster})},t.column=jt,t.contour=function(){return new Wu(...Lu("value",...arguments))},t.crosshair=function(t,e){return Fu(ui,t,e)},t.crosshairX=function(t,e={}){return Fu(fi,t,e)},t.crosshairY=function(t,e={}){return Fu(hi,t,e)},t.delaunayLink=function(t,e){return of(Ju,t,e)},t.delaunayMesh=function(t,e){return of(Ku,t,e)},t.density=function(t,{x:e,y:n,...r}={}){return[e,n]=Et(e,n),new lf(t,{...r,x:e,y:n})},t.differenceX=function(t,e){return uf("x",t,e)},t.differenceY=function(t,e){return uf("y",t,e)},t.dodgeX=function(t={},e={}){1===arguments.length&&([t,e]=Nh(t));let{anchor:n="left",padding:r=1,r:o=e.r}=Ch(t);switch(`${n}`.toLowerCase()){case"left":n=Lh;break;case"right":n=Sh;break;case"middle":n=zh;break;default:throw new Error(`unknown dodge anchor: ${n}`)}return Th("x","y",n,nt(r),o,e)},t.dodgeY=function(t={},e={}){1===arguments.length&&([t,e]=Nh(t));let{anchor:n="bottom",padding:r=1,r:o=e.r}=Ch(t);switch(`${n}`.toLowerCase()){case"top":n=Oh;break;case"bottom":n=Eh;break;case"middle":n=Rh;break;default:throw new Error(`unknown dodge anchor: ${n}`)}return Th("y","x",n,nt(r),o,e)},t.dot=$c,t.dotX=function(t,{x:e=Q,...n}={}){return new kc(t,qi({...n,x:e}))},t.dotY=function(t,{y:e=Q,...n}={}){return new kc(t,Fi({...n,y:e}))},t.filter=function(t,e){return Te(e,Be(t))},t.find=function(t){if("function"!=typeof t)throw new Error(`invalid test function: ${t}`);return{reduceIndex:(e,n,{data:r})=>n[e.find(F(r)?e=>t(r[e],e,r):e=>t(r.get(e),e,r))]}},t.formatIsoDate=So,t.formatMonth=function(t="en-US",e="short"){const n=Mo(t,e);return t=>null==t||isNaN(t=+new Date(Date.UTC(2e3,+t)))?void 0:n.format(t)},t.formatNumber=Lo,t.formatWeekday=function(t="en-US",e="short"){const n=Ao(t,e);return t=>null==t||isNaN(t=+new Date(Date.UTC(2001,0,+t)))?void 0:n.format(t)},t.frame=Xl,t.geo=gf,t.geoCentroid=function({geometry:t=Q,...n}={}){const r=wo((e=>_(e,t))),o=wo((t=>_(r(t),e.geoCentroid)));return{...n,x:{transform:t=>Float64Array.from(o(t),(([t])=>t))},y:{transform:t=>Float64Array.from(o(t),(([,t])=>t))},geometry:{transform:r}}},t.graticule=function({strokeOpacity:t=.1,...n}={}){return gf(e.geoGraticule10(),{strokeOpacity:t,...n})},t.gridFx=_a,t.gridFy=Da,t.gridX=Ya,t.gridY=qa,t.group=_e,t.groupX=De,t.groupY=Ye,t.groupZ=qe,t.hexagon=function(t,e){return $c(t,{...e,symbol:"hexagon"})},t.hexbin=function(t={fill:"count"},{binWidth:e,...n}={}){const{z:r}=n;return e=void 0===e?20:nt(e),Xe(t=Ke(t,n),"fill")&&(n.channels={...n.channels,fill:{value:[]}}),void 0===n.symbol&&(n.symbol="hexagon"),void 0!==n.r||Xe(t,"r")||(n.r=e/2),Re(n,((n,o,i,a,l,s)=>{let{x:c,y:u,z:f,fill:h,stroke:d,symbol:p}=i;if(void 0===c)throw new Error("missing channel: x");if(void 0===u)throw new Error("missing channel: y");({x:c,y:u}=mo(i,a,s)),f=f?f.value:_(n,r),h=h?.value,d=d?.value,p=p?.value;const m=on(t,{z:f,fill:h,stroke:d,symbol:p}),y=f&&[],g=h&&[],v=d&&[],x=p&&[],w=[],b=[],k=[];let $=-1;for(const e of t)e.initialize(n);for(const r of o){const o=[];for(const e of t)e.scope("facet",r);for(const[i,a]of Ze(r,m))for(const{index:r,extent:l}of xf(n,a,c,u,e)){o.push(++$),b.push(l.x),k.push(l.y),f&&y.push(m===f?i:f[r[0]]),h&&g.push(m===h?i:h[r[0]]),d&&v.push(m===d?i:d[r[0]]),p&&x.push(m===p?i:p[r[0]]);for(const e of t)e.reduce(r,l)}w.push(o)}const M=i.x.scale,A=i.y.scale;return{data:n,facets:w,channels:{x:{value:b,source:a[M]?{value:wt(b,a[M].invert),scale:M}:null},y:{value:k,source:a[A]?{value:wt(k,a[A].invert),scale:A}:null},...f&&{z:{value:y}},...h&&{fill:{value:g,scale:"auto"}},...d&&{stroke:{value:v,scale:"auto"}},...p&&{symbol:{value:x,scale:"auto"}},...Object.fromEntries(t.map((({name:t,output:n})=>[t,{scale:"auto",label:n.label,radius:"r"===t?e/2:void 0,value:n.transform()}])))}}}))},t.hexgrid=function(t){return new bf(t)},t.hull=function(t,e){return of(tf,t,e)},t.identity=Q,t.image=function(t,{x:e,y:n,...r}={}){return void 0===r.frameAnchor&&([e,n]=Et(e,n)),new Mf(t,{...r,x:e,y:n})},t.indexOf=J,t.initializer=Re,t.interpolateNearest=Tu,t.interpolateNone=Eu,t.interpolatorBarycentric=Ru,t.interpolatorRandomWalk=Bu,t.legend=function(t={}){for(const[e,n]of cl){const r=t[e];if(Lt(r)){const o=go(t);let i;if("symbol"===e){const{fill:e,stroke:n=(void 0===e&&Lt(t.color)?"color":void 0)}=t;i={fill:e,stroke:n}}return n(Cr(e,r,i),ul(o,r,t),(e=>Lt(t[e])?Cr(e,t[e]):null))}}throw new Error("unknown legend type; no scale found")},t.line=Lc,t.lineX=Sc,t.lineY=zc,t.linearRegressionX=function(t,{y:e=J,x:n=Q,stroke:r,fill:o=(le(r)?"currentColor":r),...i}={}){return new Nf(t,Rs({...i,x:n,y:e,fill:o,stroke:r}))},t.linearRegressionY=function(t,{x:e=J,y:n=Q,stroke:r,fill:o=(le(r)?"currentColor":r),...i}={}){return new Tf(t,Es({...i,x:e,y:n,fill:o,stroke:r}))},t.link=ic,t.map=Fc,t.mapX=Wc,t.mapY=jc,t.marks=ni,t.normalize=Ph,t.normalizeX=function(t,e){return 1===arguments.length&&({basis:t,...e}=t),Wc(Ph(t),e)},t.normalizeY=function(t,e){return 1===arguments.length&&({basis:t,...e}=t),jc(Ph(t),e)},t.numberInterval=Xt,t.plot=os,t.pointer=ui,t.pointerX=fi,t.pointerY=hi,t.raster=function(){const[t,e]=Lu("fill",...arguments);return new Au(t,null==t||void 0!==e.fill||void 0!==e.fillOpacity?e:{...e,fill:Q})},t.rect=Fl,t.rectX=ql,t.rectY=Dl,t.reverse=function({sort:t,...e}={}){return{...Te(e,Ie),sort:zt(t)?t:null}},t.ruleX=Gi,t.ruleY=Xi,t.scale=function(t={}){let e;for(const n in t)if(ke.has(n)&&Lt(t[n])){if(void 0!==e)throw new Error("ambiguous scale definition; multiple scales found");e=Yr(Cr(n,t[n]))}if(void 0===e)throw new Error("invalid scale definition; no scale found");return e},t.select=function(t,e={}){if("string"==typeof t)switch(t.toLowerCase()){case"first":return Jh(e);case"last":return Qh(e)}if("function"==typeof t)return rd(null,t,e);let n,r;for(n in t){if(void 0!==r)throw new Error("ambiguous selector; multiple inputs");r=Zh(t[n])}if(void 0===r)throw new Error(`invalid selector: ${t}`);return rd(n,r,e)},t.selectFirst=Jh,t.selectLast=Qh,t.selectMaxX=function(t){return rd("x",nd,t)},t.selectMaxY=function(t){return rd("y",nd,t)},t.selectMinX=function(t){return rd("x",ed,t)},t.selectMinY=function(t){return rd("y",ed,t)},t.shiftX=function(t,e){return Vh("x",t,e)},t.shiftY=function(t,e){return Vh("y",t,e)},t.shuffle=function({seed:t,sort:n,...r}={}){return{...Te(r,Fe(null==t?Math.random:e.randomLcg(t))),sort:zt(n)?n:null}},t.sort=Pe,t.sphere=function({strokeWidth:t=1.5,...e}={}){return gf({type:"Sphere"},{strokeWidth:t,...e})},t.spike=function(t,e={}){const{shape:n=$a,stroke:r=xa.stroke,strokeWidth:o=1,fill:i=r,fillOpacity:a=.3,anchor:l="start",...s}=e;return La(t,{...s,shape:n,stroke:r,strokeWidth:o,fill:i,fillOpacity:a,anchor:l})},t.stackX=yl,t.stackX1=function(t={},e={}){1===arguments.length&&([t,e]=wl(t));const{y1:n,y:r=n,x:o}=e,[i,a,l]=kl(r,o,"y","x",t,e);return{...i,y1:n,y:a,x:l}},t.stackX2=function(t={},e={}){1===arguments.length&&([t,e]=wl(t));const{y1:n,y:r=n,x:o}=e,[i,a,,l]=kl(r,o,"y","x",t,e);return{...i,y1:n,y:a,x:l}},t.stackY=gl,t.stackY1=function(t={},e={}){1===arguments.length&&([t,e]=wl(t));const{x1:n,x:r=n,y:o}=e,[i,a,l]=kl(r,o,"x","y",t,e);return{...i,x1:n,x:a,y:l}},t.stackY2=function(t={},e={}){1===arguments.length&&([t,e]=wl(t));const{x1:n,x:r=n,y:o}=e,[i,a,,l]=kl(r,o,"x","y",t,e);return{...i,x1:n,x:a,y:l}},t.text=Ki,t.textX=ta,t.textY=ea,t.tickX=pu,t.tickY=mu,t.timeInterval=R,t.tip=Zl,t.transform=Ee,t.tree=sh,t.treeLink=Wf,t.treeNode=Pf,t.utcInterval=C,t.valueof=_,t.vector=La,t.vectorX=Sa,t.vectorY=za,t.version="0.6.17",t.voronoi=function(t,{x:e,y:n,initializer:r,...o}={}){return of(ef,t,{...Ee({...o,x:e,y:n},ml),initializer:r})},t.voronoiMesh=function(t,e){return of(nf,t,e)},t.waffleX=function(t,{tip:e,...n}={}){return Mt(n)||(n={...n,y:J,x2:Q}),new uh(t,{tip:vh(e),...vl(Wi(dl(n)))})},t.waffleY=function(t,{tip:e,...n}={}){return Mt(n)||(n={...n,x:J,y2:Q}),new fh(t,{tip:vh(e),...xl(ji(pl(n)))})},t.window=_c,t.windowX=function(t={},e){return 1===arguments.length&&(e=t),Wc(_c(t),e)},t.windowY=function(t={},e){return 1===arguments.length&&(e=t),jc(_c(t),e)}}));\n' };

// src/engine/create-game.ts
import { freeze } from "immer";

// src/content/provenance.ts
function confirmed(ref) {
  return { status: "confirmed", ref };
}
function provisional(reason) {
  return { status: "provisional", reason };
}
function sourced(fields, source) {
  const provenance = {};
  for (const field of fields) provenance[field] = source;
  return provenance;
}

// src/content/reference/sources.ts
var REF = {
  /** The component list of the base rulebook. */
  components: "Rulebook, Components",
  /** How the Land Map is built. */
  landMap: "Rulebook, Creating the Land Map",
  /** The five travel methods. */
  heroMovement: "Rulebook, Hero Movement",
  /** Spell levels of Snake, Scorpion and Spider. */
  learningSpells: "Rulebook, Learning Spells",
  /** The Sword example (Ice, then Shadow). */
  legendaryItems: "Rulebook, Legendary Items (Sword example)",
  /** Sword, Shield and Staff abilities, and the Bow note. */
  legendaryClarification: "Rulebook, Legendary Item Clarification",
  /** The multiplayer magic levels. */
  magicLevels: "Rulebook, Conjure Magic or Take Damage",
  /** The solo magic levels. */
  soloMagic: "Rulebook, Solo Variant: Night Phase - Adventuring",
  /** The Round Card's scoring table. */
  finalScoring: "Rulebook, Final Scoring (Round Card table)",
  /** Golden Mushrooms components. */
  goldenComponents: "Golden Mushrooms rulebook, Components",
  /** Golden Mushrooms setup (which grotto cards it removes). */
  goldenSetup: "Golden Mushrooms rulebook, Setup"
};
var WHY = {
  /** Which regions each map card holds. */
  composition: "map card composition inferred from an earlier edition (4 castle+obelisk, 6 temple+obelisk, 7 grotto+portal; medium confidence); left/right placement and spell per obelisk chosen by this project",
  /** The grotto effects, known only through a fan summary. */
  fanSummary: "effect known from a translated fan summary (CLARIFICATIONS.md section 3); the printed wording and exact card text are not public",
  /** Colours of the player cards. */
  colors: "the rulebook does not name the four player colours; chosen by this project",
  /** Anything invented outright. */
  invented: "printed card data is not public; invented by this project"
};

// src/content/reference/dice.ts
var referenceDice = {
  count: 5,
  faces: ["take-damage", "gain-power", "conjure-magic", "torch", "scroll", "attack-goblin"],
  provenance: {
    count: confirmed(REF.components),
    faces: provisional("the six symbols are known; one face each is an inference")
  }
};

// src/content/reference/golden-mushrooms.ts
var UNKNOWN_ACTION = provisional(
  "the printed Golden Grotto actions are not in any public source; invented by this project"
);
var action = (id, description) => ({
  id,
  description,
  provenance: { description: UNKNOWN_ACTION }
});
var card = (n, actionId, side) => {
  const golden = { kind: "golden-grotto", action: actionId };
  const portal = { kind: "portal" };
  const face2 = side === "left" ? { left: golden, right: portal } : { left: portal, right: golden };
  return {
    id: `golden-grotto-${n}`,
    kind: "regular",
    bright: face2,
    gloom: face2,
    provenance: {
      kind: confirmed(`${REF.goldenSetup} (added to the regular map cards)`),
      ...sourced(
        ["bright", "gloom"],
        provisional(
          "the printed action is unknown (see goldenMushrooms.actions); the cards likely keep a portal, since setup still has 7 portals; placement chosen by this project"
        )
      )
    }
  };
};
var referenceGoldenMushrooms = {
  mapCards: [card(1, "golden-temple-leap", "left"), card(2, "golden-goblin-strike", "right"), card(3, "golden-magic-surge", "left")],
  replacesGrottoEffects: ["bright-temple-advance-1", "bright-magic-2", "bright-goblin-damage-1"],
  actions: [
    action("golden-temple-leap", "Move one of your heroes 2 spaces forward on its temple track."),
    action("golden-goblin-strike", "A goblin that one of your heroes is attacking takes 2 damage."),
    action("golden-magic-surge", "Move the magic token forward 2 spaces and gain 2 Power.")
  ],
  mushroomCount: 7,
  provenance: {
    mapCards: confirmed(`${REF.goldenComponents} (3 Golden Grotto map cards)`),
    replacesGrottoEffects: confirmed(REF.goldenSetup),
    actions: UNKNOWN_ACTION,
    mushroomCount: confirmed(REF.goldenComponents)
  }
};

// src/content/reference/grotto-effects.ts
var FACE_SOURCE = provisional(
  "the side each effect is printed on comes from a translated fan summary (CLARIFICATIONS.md section 3)"
);
var effect = (id, face2, description) => ({
  id,
  face: face2,
  description,
  provenance: { face: FACE_SOURCE, description: provisional(WHY.fanSummary) }
});
var namedByGolden = (id, description) => ({
  id,
  face: "bright",
  description,
  provenance: {
    face: FACE_SOURCE,
    description: confirmed(`${REF.goldenSetup} (identifies the card by this effect)`)
  }
});
var referenceGrottoEffects = [
  effect("bright-health-per-hero-away", "bright", "Gain 2 Health per hero of yours that stands anywhere but your own castle."),
  effect("bright-power-per-hero-away", "bright", "Gain 2 Power per hero of yours that stands anywhere but your own castle."),
  namedByGolden("bright-magic-2", "Move the magic token forward 2 spaces on the magic track."),
  namedByGolden("bright-goblin-damage-1", "A goblin that one of your heroes is attacking takes 1 damage."),
  effect(
    "bright-move-other-hero-orthogonal-3",
    "bright",
    "Move another of your heroes (not this one) up to 3 map cards away, orthogonally only."
  ),
  namedByGolden("bright-temple-advance-1", "Move one of your heroes 1 space forward on the temple track it is exploring."),
  effect(
    "bright-roll-for-temples",
    "bright",
    "Roll all 5 adventure dice; only the torch and scroll results count, to advance your heroes on temple tracks."
  ),
  effect("gloom-foot-move-other-heroes", "gloom", "Each of your two other heroes may make a Foot move."),
  effect(
    "gloom-power-then-roll",
    "gloom",
    "Gain 1 Power, then roll all 5 adventure dice and gain 1 more Power per Gain Power result."
  ),
  effect(
    "gloom-move-to-treasure-temple",
    "gloom",
    "Move another of your heroes to the temple named by a treasure quest in the quest row."
  ),
  effect(
    "gloom-roll-for-magic",
    "gloom",
    "Roll all 5 adventure dice; the magic token moves forward 2 spaces per Conjure Magic result."
  ),
  effect("gloom-health-per-hero-inland", "gloom", "Gain 2 Health per hero of yours that is on an inland (non-coast) map card."),
  effect(
    "gloom-roll-for-attack",
    "gloom",
    "Roll all 5 adventure dice; a goblin one of your heroes is attacking takes 1 damage per Attack Goblin result."
  ),
  effect("gloom-spend-power-temple-2", "gloom", "Pay 2 Power to move one of your heroes 2 spaces forward on its temple track.")
];

// src/content/reference/items.ts
var legendary = (id, name) => ({
  id,
  name,
  kind: "legendary",
  ability: { type: id },
  provenance: sourced(["name", "kind", "ability"], confirmed(REF.legendaryClarification))
});
var invented = (id, name, ability) => ({
  id,
  name,
  kind: "treasure",
  ability,
  provenance: {
    name: provisional(WHY.invented),
    kind: confirmed(`${REF.components} (12 Treasure Items)`),
    ability: provisional(`${WHY.invented}; uses one of the engine's item ability types`)
  }
});
var referenceItems = [
  legendary("sword", "Sword"),
  legendary("shield", "Shield"),
  legendary("staff", "Staff"),
  {
    id: "bow",
    name: "Bow",
    kind: "treasure",
    ability: { type: "bow" },
    provenance: sourced(["name", "kind", "ability"], confirmed(`${REF.legendaryClarification} (the Sword's note on the Bow)`))
  },
  invented("lantern", "Lantern", { type: "extra-symbol", symbol: "torch" }),
  invented("tome", "Old Tome", { type: "extra-symbol", symbol: "scroll" }),
  invented("dagger", "Goblin Dagger", { type: "extra-symbol", symbol: "attack-goblin" }),
  invented("pickaxe", "Pickaxe", { type: "forge-discount", cost: 1 }),
  invented("cloak", "Shadow Cloak", { type: "free-passage" }),
  invented("amulet", "Heart Amulet", { type: "max-bonus", stat: "health", amount: 1 }),
  invented("crystal", "Mana Crystal", { type: "max-bonus", stat: "power", amount: 1 }),
  invented("herbs", "Healing Herbs", { type: "rest-bonus", stat: "health", amount: 1 }),
  invented("ring", "Power Ring", { type: "rest-bonus", stat: "power", amount: 1 }),
  invented("firefly-jar", "Firefly Jar", { type: "extra-symbol", symbol: "torch" }),
  invented("old-map", "Old Map", { type: "extra-symbol", symbol: "scroll" })
];

// src/content/reference/layout.ts
var referenceLayout = {
  cross: [[1, 2], [2, 1], [2, 2], [2, 3], [3, 2]],
  castles: [[1, 1], [1, 3], [3, 1], [3, 3]],
  coast: [[0, 1], [0, 2], [1, 4], [2, 4], [4, 2], [4, 3], [2, 0], [3, 0]],
  coastRing: [[0, 1], [0, 2], [1, 3], [1, 4], [2, 4], [3, 3], [4, 3], [4, 2], [3, 1], [3, 0], [2, 0], [1, 1]],
  provenance: sourced(
    ["cross", "castles", "coast", "coastRing"],
    provisional(
      "the rulebook describes a cross, castles on its corners and 2 cards per side; the exact cells are the inferred pinwheel of CLARIFICATIONS.md section 4 (its mirror image is equally plausible)"
    )
  )
};

// src/content/reference/magic-tracks.ts
var flat = (rest) => ({ sequence: [], rest });
var advancing = { advances: true, damage: flat(0) };
var SPACES = [0, 0, 1, 1, 1, 2, 2, 2, 3];
var referenceMultiplayerMagic = {
  spaces: SPACES,
  levels: [
    { level: 0, learnUpTo: 0, takeDamage: flat(1), gainPower: flat(1), conjureMagic: advancing },
    { level: 1, learnUpTo: 1, takeDamage: flat(1), gainPower: flat(1), conjureMagic: advancing },
    { level: 2, learnUpTo: 2, takeDamage: flat(2), gainPower: flat(0), conjureMagic: advancing },
    { level: 3, learnUpTo: 3, takeDamage: flat(3), gainPower: flat(0), conjureMagic: { advances: false, damage: flat(1) } }
  ],
  provenance: {
    spaces: provisional(
      "the track has at least 8 spaces (Staff example: 5th space + 3 = 8th) and level 3 is its last space; the space-to-level table is inferred"
    ),
    levels: confirmed(REF.magicLevels)
  }
};
var referenceSoloMagic = {
  spaces: SPACES,
  levels: [
    { level: 0, learnUpTo: 0, takeDamage: { sequence: [0], rest: 1 }, gainPower: flat(1), conjureMagic: advancing },
    { level: 1, learnUpTo: 1, takeDamage: { sequence: [1, 0], rest: 1 }, gainPower: { sequence: [0], rest: 1 }, conjureMagic: advancing },
    { level: 2, learnUpTo: 2, takeDamage: flat(1), gainPower: flat(0), conjureMagic: advancing },
    { level: 3, learnUpTo: 3, takeDamage: flat(2), gainPower: flat(0), conjureMagic: { advances: false, damage: flat(1) } }
  ],
  provenance: {
    spaces: provisional("the solo side's spaces are not public; assumed the same as the 2-4 player side"),
    levels: confirmed(REF.soloMagic)
  }
};

// src/content/reference/map-cards.ts
var face = (main, other, side) => side === "left" ? { left: main, right: other } : { left: other, right: main };
var KIND_SOURCE = confirmed(`${REF.landMap} (4 castle cards, 13 regular cards)`);
var provenanceOf = (reason) => ({
  kind: KIND_SOURCE,
  ...sourced(["bright", "gloom"], provisional(reason))
});
var castleCard = (color, spell, side) => {
  const both = face({ kind: "castle", color }, { kind: "obelisk", spell }, side);
  return {
    id: `castle-${color}`,
    kind: "castle",
    bright: both,
    gloom: both,
    provenance: provenanceOf(`${WHY.composition}; ${WHY.colors}`)
  };
};
var templeCard = (temple2, spell, side) => {
  const both = face({ kind: "temple", temple: temple2 }, { kind: "obelisk", spell }, side);
  return { id: `temple-${temple2}`, kind: "regular", bright: both, gloom: both, provenance: provenanceOf(WHY.composition) };
};
var grottoCard = (n, bright, gloom, side) => ({
  id: `grotto-${n}`,
  kind: "regular",
  bright: face({ kind: "grotto", effect: bright }, { kind: "portal" }, side),
  gloom: face({ kind: "grotto", effect: gloom }, { kind: "portal" }, side),
  provenance: provenanceOf(`${WHY.composition}; which gloom effect backs which bright effect is unknown`)
});
var referenceMapCards = [
  castleCard("red", "snake", "left"),
  castleCard("blue", "spider", "right"),
  castleCard("green", "owl", "left"),
  castleCard("yellow", "raven", "right"),
  templeCard("ice", "scorpion", "left"),
  templeCard("shadow", "toad", "right"),
  templeCard("fire", "bat", "left"),
  templeCard("forest", "wolf", "right"),
  templeCard("sun", "bear", "right"),
  templeCard("storm", "dragon", "left"),
  grottoCard(1, "bright-health-per-hero-away", "gloom-foot-move-other-heroes", "left"),
  grottoCard(2, "bright-power-per-hero-away", "gloom-power-then-roll", "right"),
  grottoCard(3, "bright-magic-2", "gloom-move-to-treasure-temple", "left"),
  grottoCard(4, "bright-goblin-damage-1", "gloom-roll-for-magic", "right"),
  grottoCard(5, "bright-move-other-hero-orthogonal-3", "gloom-health-per-hero-inland", "right"),
  grottoCard(6, "bright-temple-advance-1", "gloom-roll-for-attack", "left"),
  grottoCard(7, "bright-roll-for-temples", "gloom-spend-power-temple-2", "left")
];

// src/content/reference/movement-cards.ts
var card2 = (method) => ({
  id: method,
  method,
  provenance: { method: confirmed(REF.heroMovement) }
});
var referenceMovementCards = [
  card2("horse"),
  card2("raft"),
  card2("gryphon"),
  card2("ship"),
  card2("foot")
];

// src/content/reference/player-cards.ts
var LEGENDARY_SOURCE = provisional(
  "the temple pairs printed on each player card are not public; one card's Sword is Ice then Shadow (the rulebook's example), which colour holds it is unknown; the other pairs are invented"
);
var card3 = (color, sword, shield, staff) => ({
  color,
  legendary: { sword, shield, staff },
  provenance: { color: provisional(WHY.colors), legendary: LEGENDARY_SOURCE }
});
var referencePlayerCards = [
  card3("red", ["ice", "shadow"], ["fire", "forest"], ["sun", "storm"]),
  card3("blue", ["fire", "sun"], ["storm", "ice"], ["shadow", "forest"]),
  card3("green", ["forest", "storm"], ["shadow", "sun"], ["ice", "fire"]),
  card3("yellow", ["sun", "forest"], ["shadow", "fire"], ["storm", "ice"])
];

// src/content/reference/quests.ts
var KIND_SOURCE2 = provisional(
  "the deck has Movement and Treasure quests; the split into 12 of each (one treasure quest per treasure item, 2 per temple) is inferred"
);
var REWARD_SOURCE = provisional(`${WHY.invented}; a small reward`);
var INVENTED_CONDITION = provisional(`${WHY.invented}; a condition the engine can check`);
var treasure = (temple2, n, item) => ({
  id: `quest-treasure-${temple2}-${n}`,
  kind: "treasure",
  temple: temple2,
  item,
  provenance: {
    kind: KIND_SOURCE2,
    temple: provisional(`${WHY.invented}; two quests per temple`),
    item: provisional(`${WHY.invented}; one quest per treasure item`)
  }
});
var movement = (id, condition, reward, conditionSource = INVENTED_CONDITION) => ({
  id: `quest-move-${id}`,
  kind: "movement",
  condition,
  reward,
  provenance: { kind: KIND_SOURCE2, condition: conditionSource, reward: REWARD_SOURCE }
});
var knownExample = (what) => provisional(`a known example quest (${what}, CLARIFICATIONS.md section 4); the exact printed condition is unconfirmed`);
var referenceQuests = [
  treasure("ice", 1, "bow"),
  treasure("ice", 2, "lantern"),
  treasure("shadow", 1, "tome"),
  treasure("shadow", 2, "dagger"),
  treasure("fire", 1, "pickaxe"),
  treasure("fire", 2, "cloak"),
  treasure("forest", 1, "amulet"),
  treasure("forest", 2, "crystal"),
  treasure("sun", 1, "herbs"),
  treasure("sun", 2, "ring"),
  treasure("storm", 1, "firefly-jar"),
  treasure("storm", 2, "old-map"),
  movement("row", { type: "heroes-in-line", line: "row" }, { power: 2 }, knownExample("heroes in one horizontal line")),
  movement("opponent-castle", { type: "hero-in-opponent-castle" }, { health: 2 }, knownExample("a hero in an opponent's castle")),
  movement("column", { type: "heroes-in-line", line: "column" }, { power: 2 }),
  movement("diagonal", { type: "heroes-in-line", line: "diagonal" }, { health: 1, power: 1 }),
  movement("coast-3", { type: "heroes-on-coast", count: 3 }, { health: 2 }),
  movement("inland-3", { type: "heroes-inland", count: 3 }, { power: 2 }),
  movement("through-3", { type: "travel-through", count: 3 }, { magic: 1 }),
  movement("gryphon-grotto", { type: "travel-by", method: "gryphon", endKind: "grotto" }, { power: 1 }),
  movement("raft-temple", { type: "travel-by", method: "raft", endKind: "temple" }, { health: 1 }),
  movement("apart", { type: "heroes-apart" }, { magic: 1 }),
  movement("together-3", { type: "heroes-together", count: 3 }, { health: 2 }),
  movement("temple-obelisk-portal", { type: "heroes-on-region-kinds", kinds: ["temple", "obelisk", "portal"] }, { power: 2 })
];

// src/content/reference/scoring.ts
var referenceScoring = {
  spells: [-4, -2, -1, 1, 2, 4, 6, 8, 10, 13, 16],
  quests: [-3, -1, 1, 3, 6, 8, 12, 16, 20, 25, 30],
  goblins: [-2, 1, 3, 6, 8, 12, 16, 20, 25, 30, 35],
  legendaryItem: 4,
  provenance: sourced(["spells", "quests", "goblins", "legendaryItem"], confirmed(REF.finalScoring))
};

// src/content/reference/spells.ts
var known = (id, name, level) => ({
  id,
  name,
  level,
  provenance: sourced(["name", "level"], confirmed(REF.learningSpells))
});
var invented2 = (id, name, level) => ({
  id,
  name,
  level,
  provenance: {
    name: provisional("only Snake, Scorpion and Spider are named by the rulebook; invented name"),
    level: provisional("10 obelisks and a spell level scored up to 10 suggest spells of levels 1 to 10 (inferred)")
  }
});
var referenceSpells = [
  known("snake", "Snake", 1),
  known("scorpion", "Scorpion", 2),
  known("spider", "Spider", 3),
  invented2("toad", "Toad", 4),
  invented2("bat", "Bat", 5),
  invented2("owl", "Owl", 6),
  invented2("wolf", "Wolf", 7),
  invented2("raven", "Raven", 8),
  invented2("bear", "Bear", 9),
  invented2("dragon", "Dragon", 10)
];

// src/content/reference/temples.ts
var TRACKS_SOURCE = provisional(
  "4 spaces per track (Exploring Temples) and a double second space on the gloom face (GloomFall) are confirmed; the torch/scroll icons of each space and any double space on the bright face are not public (chosen by this project)"
);
var T = { symbol: "torch", count: 1 };
var S = { symbol: "scroll", count: 1 };
var TT = { symbol: "torch", count: 2 };
var SS = { symbol: "scroll", count: 2 };
var gloomOf = (bright) => bright.map((space, index) => index === 1 ? { symbol: space.symbol, count: 2 } : space);
var temple = (id, name, nameSource, bright) => ({
  id,
  name,
  tracks: { bright, gloom: gloomOf(bright) },
  provenance: { name: nameSource, tracks: TRACKS_SOURCE }
});
var referenceTemples = [
  temple("ice", "Ice Temple", confirmed(REF.legendaryItems), [T, S, T, SS]),
  temple("shadow", "Shadow Temple", confirmed(REF.legendaryItems), [S, T, S, TT]),
  temple(
    "fire",
    "Fire Temple",
    provisional("named in a published review, not in the rulebook; likely but unconfirmed"),
    [T, T, S, S]
  ),
  temple("forest", "Forest Temple", provisional(WHY.invented), [S, S, TT, T]),
  temple("sun", "Sun Temple", provisional(WHY.invented), [T, S, S, T]),
  temple("storm", "Storm Temple", provisional(WHY.invented), [S, T, T, S])
];

// src/content/reference/index.ts
var referencePack = {
  id: "reference",
  formatVersion: 1,
  dice: referenceDice,
  layout: referenceLayout,
  mapCards: referenceMapCards,
  temples: referenceTemples,
  spells: referenceSpells,
  grottoEffects: referenceGrottoEffects,
  magicTracks: { multiplayer: referenceMultiplayerMagic, solo: referenceSoloMagic },
  movementCards: referenceMovementCards,
  quests: referenceQuests,
  items: referenceItems,
  playerCards: referencePlayerCards,
  scoring: referenceScoring,
  goldenMushrooms: referenceGoldenMushrooms
};

// src/content/validate/checker.ts
var Checker = class {
  /** Every problem so far, in the order found. */
  problems = [];
  /** The number of problems so far (compare before and after a check to see if it passed). */
  get count() {
    return this.problems.length;
  }
  /**
   * Records one problem.
   *
   * @param path - where, e.g. `"quests[4].temple"`
   * @param code - the stable code
   * @param message - a readable explanation
   */
  report(path, code, message) {
    this.problems.push({ path, code, message });
  }
};
function at(path, key2) {
  if (typeof key2 === "number") return `${path}[${key2}]`;
  return path === "" ? key2 : `${path}.${key2}`;
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function kindOf(value) {
  if (value === null) return "null";
  if (value === void 0) return "undefined";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  return `a ${typeof value}`;
}
function get(c, o, key2, path, read) {
  const value = Object.hasOwn(o, key2) ? o[key2] : void 0;
  if (value === void 0) {
    c.report(at(path, key2), "MISSING_FIELD", `missing required field "${key2}"`);
    return void 0;
  }
  return read(c, value, at(path, key2));
}
function readObject(c, value, path) {
  if (isObject(value)) return value;
  c.report(path, "NOT_AN_OBJECT", `expected an object, found ${kindOf(value)}`);
  return void 0;
}
function readArray(c, value, path) {
  if (Array.isArray(value)) return value;
  c.report(path, "WRONG_TYPE", `expected an array, found ${kindOf(value)}`);
  return void 0;
}
function readString(c, value, path) {
  if (typeof value !== "string") {
    c.report(path, "WRONG_TYPE", `expected a string, found ${kindOf(value)}`);
    return void 0;
  }
  if (value === "") {
    c.report(path, "INVALID_VALUE", "must not be empty");
    return void 0;
  }
  return value;
}
function readBoolean(c, value, path) {
  if (typeof value === "boolean") return value;
  c.report(path, "WRONG_TYPE", `expected a boolean, found ${kindOf(value)}`);
  return void 0;
}
function readNumber(c, value, path) {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  c.report(path, "WRONG_TYPE", `expected a finite number, found ${kindOf(value)}`);
  return void 0;
}
function integerFrom(min) {
  return (c, value, path) => {
    const n = readNumber(c, value, path);
    if (n === void 0) return void 0;
    if (Number.isInteger(n) && n >= min) return n;
    c.report(path, "INVALID_VALUE", `expected an integer of at least ${min}, found ${n}`);
    return void 0;
  };
}
function oneOf(allowed) {
  return (c, value, path) => {
    if (typeof value !== "string") {
      c.report(path, "WRONG_TYPE", `expected one of ${allowed.join(", ")}, found ${kindOf(value)}`);
      return void 0;
    }
    const found = allowed.find((candidate) => candidate === value);
    if (found === void 0) c.report(path, "INVALID_VALUE", `expected one of ${allowed.join(", ")}, found "${value}"`);
    return found;
  };
}
function arrayOf(read) {
  return (c, value, path) => {
    const items = readArray(c, value, path);
    if (items === void 0) return void 0;
    const before = c.count;
    const out = [];
    for (let index = 0; index < items.length; index++) out.push(read(c, items[index], at(path, index)));
    return c.count === before ? out : void 0;
  };
}

// src/content/validate/records.ts
var EXCLUDED = /* @__PURE__ */ new Set(["id", "provenance"]);
function checkProvenance(c, record, path) {
  const where = at(path, "provenance");
  const provenance = Object.hasOwn(record, "provenance") ? record["provenance"] : void 0;
  if (provenance === void 0) {
    c.report(where, "MISSING_PROVENANCE", "the record has no provenance");
    return;
  }
  if (!readObject(c, provenance, where)) return;
  const provenanceObj = provenance;
  const fields = Object.keys(record).filter((key2) => !EXCLUDED.has(key2));
  for (const field of fields) {
    if (!Object.hasOwn(provenanceObj, field)) {
      c.report(at(where, field), "MISSING_PROVENANCE", `no source for the field "${field}"`);
    }
  }
  for (const [field, source] of Object.entries(provenanceObj)) {
    const fieldPath = at(where, field);
    if (!fields.includes(field)) {
      c.report(fieldPath, "BAD_PROVENANCE", `names "${field}", which is not a data field of the record`);
    } else {
      checkSource(c, source, fieldPath);
    }
  }
}
function checkSource(c, source, path) {
  if (!isObject(source)) {
    c.report(path, "BAD_PROVENANCE", `expected a source object, found ${kindOf(source)}`);
    return;
  }
  const status = source["status"];
  const text = status === "confirmed" ? "ref" : status === "provisional" ? "reason" : void 0;
  if (text === void 0) {
    c.report(path, "BAD_PROVENANCE", 'the status must be "confirmed" or "provisional"');
    return;
  }
  const value = source[text];
  if (typeof value !== "string" || value.trim() === "") {
    c.report(path, "BAD_PROVENANCE", `a ${String(status)} source needs a non-empty string "${text}"`);
  }
}
function readRecord(c, value, path, idKey, body) {
  const o = readObject(c, value, path);
  if (o === void 0) return { path, id: void 0, value: void 0 };
  const id = idKey === null ? void 0 : get(c, o, idKey, path, readString);
  const before = c.count;
  body(o, path);
  const valid2 = c.count === before;
  checkProvenance(c, o, path);
  return { path, id, value: valid2 ? o : void 0 };
}
function readTable(c, o, key2, path, read) {
  const items = get(c, o, key2, path, readArray);
  if (items === void 0) return void 0;
  const entries = [];
  for (let index = 0; index < items.length; index++) entries.push(read(c, items[index], at(at(path, key2), index)));
  return entries;
}
function valid(entries) {
  const out = [];
  for (const entry of entries ?? []) if (entry.value !== void 0) out.push({ path: entry.path, value: entry.value });
  return out;
}
function idSet(entries) {
  if (entries === void 0) return void 0;
  const ids = /* @__PURE__ */ new Set();
  for (const entry of entries) if (entry.id !== void 0) ids.add(entry.id);
  return ids;
}
function checkUniqueIds(c, entries, field, what) {
  const first = /* @__PURE__ */ new Map();
  for (const entry of entries) {
    if (entry.id === void 0) continue;
    const earlier = first.get(entry.id);
    if (earlier === void 0) first.set(entry.id, entry.path);
    else c.report(at(entry.path, field), "DUPLICATE_ID", `${what} "${entry.id}" is also defined at ${earlier}`);
  }
}
function complete(entries) {
  if (entries === void 0) return void 0;
  const values = valid(entries);
  return values.length === entries.length ? values : void 0;
}

// src/content/validate/check-map.ts
var FACES = ["bright", "gloom"];
function regionsOf(cards) {
  const out = [];
  for (const { path, value: card4 } of cards) {
    for (const face2 of FACES) {
      for (const side of ["left", "right"]) {
        out.push({ path: at(at(path, face2), side), face: face2, card: card4, region: card4[face2][side] });
      }
    }
  }
  return out;
}
function checkMapCards(c, p) {
  const base = valid(p.mapCards);
  const golden = valid(p.golden.cards);
  checkDecks(c, p, base);
  checkGoldenCards(c, golden);
  checkReferences(c, p, regionsOf([...base, ...golden]));
  if (p.temples !== void 0 && p.temples.length !== 6) {
    c.report("temples", "WRONG_COUNT", `expected 6 temples, found ${p.temples.length}`);
  }
  const all = complete(p.mapCards);
  if (all === void 0) return;
  const regular = regionsOf(all.filter((card4) => card4.value.kind === "regular"));
  for (const face2 of FACES) {
    const portals = regular.filter((r) => r.face === face2 && r.region.kind === "portal").length;
    if (portals !== 7) {
      c.report("mapCards", "WRONG_COUNT", `the ${face2} faces of the regular cards hold ${portals} goblin portals, expected 7`);
    }
  }
  if (p.temples === void 0) return;
  const regions = regionsOf(all);
  for (const temple2 of p.temples) {
    if (temple2.id === void 0) continue;
    for (const face2 of FACES) {
      const n = regions.filter((r) => r.face === face2 && r.region.kind === "temple" && r.region.temple === temple2.id).length;
      if (n !== 1) c.report(temple2.path, "WRONG_COUNT", `temple "${temple2.id}" is on ${n} regions of the ${face2} faces, expected exactly 1`);
    }
  }
}
function checkDecks(c, p, base) {
  if (p.mapCards === void 0) return;
  if (p.mapCards.length !== 17) c.report("mapCards", "WRONG_COUNT", `expected 17 map cards, found ${p.mapCards.length}`);
  const all = complete(p.mapCards);
  if (all !== void 0) {
    const castles = all.filter((card4) => card4.value.kind === "castle").length;
    if (castles !== 4) c.report("mapCards", "WRONG_COUNT", `expected 4 castle cards, found ${castles}`);
    if (all.length - castles !== 13) c.report("mapCards", "WRONG_COUNT", `expected 13 regular cards, found ${all.length - castles}`);
  }
  const colorAt = /* @__PURE__ */ new Map();
  for (const { path, value: card4 } of base) {
    const perFace = FACES.map((face2) => regionsOf([{ path, value: card4 }]).filter((r) => r.face === face2 && r.region.kind === "castle"));
    if (card4.kind === "regular") {
      for (const r of perFace.flat()) c.report(r.path, "INVALID_VALUE", "a regular map card cannot hold a castle");
      continue;
    }
    FACES.forEach((face2, index) => {
      const n = perFace[index]?.length ?? 0;
      if (n !== 1) c.report(at(path, face2), "WRONG_COUNT", `a castle card needs exactly 1 castle region per face, found ${n}`);
    });
    const [bright, gloom] = perFace.map((regions) => regions[0]?.region);
    if (bright?.kind !== "castle" || gloom?.kind !== "castle") continue;
    if (bright.color !== gloom.color) {
      c.report(at(path, "gloom"), "INVALID_VALUE", `the gloom castle is "${gloom.color}" but the bright castle is "${bright.color}"`);
    }
    const earlier = colorAt.get(bright.color);
    if (earlier === void 0) colorAt.set(bright.color, path);
    else c.report(at(path, "bright"), "INVALID_VALUE", `colour "${bright.color}" already has a castle card at ${earlier}`);
  }
}
function checkGoldenCards(c, golden) {
  for (const { path, value: card4 } of golden) {
    if (card4.kind !== "regular") c.report(at(path, "kind"), "INVALID_VALUE", 'a Golden Grotto card is a "regular" card');
    for (const face2 of FACES) {
      const n = [card4[face2].left, card4[face2].right].filter((r) => r.kind === "golden-grotto").length;
      if (n !== 1) c.report(at(path, face2), "WRONG_COUNT", `a Golden Grotto card needs 1 golden-grotto region per face, found ${n}`);
    }
  }
}
function checkReferences(c, p, regions) {
  const temples = idSet(p.temples);
  const spells = idSet(p.spells);
  const actions = idSet(p.golden.actions);
  const effects = /* @__PURE__ */ new Map();
  for (const e of p.grottoEffects ?? []) if (e.id !== void 0) effects.set(e.id, e.value?.face);
  const dangling = (path, what, id, ids) => {
    if (ids !== void 0 && !ids.has(id)) c.report(path, "DANGLING_REFERENCE", `no ${what} has the id "${id}"`);
  };
  for (const { path, face: face2, region } of regions) {
    if (region.kind === "temple") dangling(at(path, "temple"), "temple", region.temple, temples);
    if (region.kind === "obelisk") dangling(at(path, "spell"), "spell", region.spell, spells);
    if (region.kind === "golden-grotto") dangling(at(path, "action"), "Golden Grotto action", region.action, actions);
    if (region.kind === "grotto" && p.grottoEffects !== void 0) {
      const effectFace = effects.get(region.effect);
      if (!effects.has(region.effect)) {
        c.report(at(path, "effect"), "DANGLING_REFERENCE", `no grotto effect has the id "${region.effect}"`);
      } else if (effectFace !== void 0 && effectFace !== face2) {
        c.report(at(path, "effect"), "INVALID_VALUE", `"${region.effect}" is a ${effectFace} effect, printed on a ${face2} face`);
      }
    }
  }
}

// src/content/validate/check-cards.ts
var LEGENDARY = ["sword", "shield", "staff"];
var isLegendaryId = (id) => LEGENDARY.some((known2) => known2 === id);
function checkQuests(c, p) {
  if (p.quests === void 0) return;
  if (p.quests.length !== 24) c.report("quests", "WRONG_COUNT", `expected 24 quest cards, found ${p.quests.length}`);
  const temples = idSet(p.temples);
  const items = new Map((p.items ?? []).map((e) => [e.id, e.value]));
  for (const { path, value: quest } of valid(p.quests)) {
    if (quest.kind !== "treasure") continue;
    if (temples !== void 0 && !temples.has(quest.temple)) {
      c.report(at(path, "temple"), "DANGLING_REFERENCE", `no temple has the id "${quest.temple}"`);
    }
    if (p.items === void 0) continue;
    if (!items.has(quest.item)) {
      c.report(at(path, "item"), "DANGLING_REFERENCE", `no item has the id "${quest.item}"`);
    } else if (items.get(quest.item)?.kind === "legendary") {
      c.report(at(path, "item"), "INVALID_VALUE", `"${quest.item}" is a legendary item, not a treasure item`);
    }
  }
}
function checkItems(c, p) {
  if (p.items === void 0) return;
  const items = valid(p.items);
  const treasure2 = items.filter((item) => item.value.kind === "treasure");
  if (complete(p.items) !== void 0 && treasure2.length !== 12) {
    c.report("items", "WRONG_COUNT", `expected 12 treasure items, found ${treasure2.length}`);
  }
  const quests = complete(p.quests);
  for (const { path, value: item } of treasure2) {
    if (isLegendaryId(item.id)) c.report(at(path, "kind"), "INVALID_VALUE", `"${item.id}" is a legendary item`);
    if (isLegendaryId(item.ability.type)) {
      c.report(at(path, "ability"), "INVALID_VALUE", `only the legendary item "${item.ability.type}" has this ability`);
    }
    if (quests === void 0) continue;
    const n = quests.filter(({ value: q }) => q.kind === "treasure" && q.item === item.id).length;
    if (n !== 1) c.report(path, "WRONG_COUNT", `treasure item "${item.id}" is the item of ${n} treasure quests, expected exactly 1`);
  }
  for (const { path, value: item } of items) {
    if (item.kind !== "legendary") continue;
    if (!isLegendaryId(item.id)) {
      c.report(at(path, "kind"), "INVALID_VALUE", `the legendary items are ${LEGENDARY.join(", ")}; found "${item.id}"`);
    } else if (item.ability.type !== item.id) {
      c.report(at(path, "ability"), "INVALID_VALUE", `the ${item.id} needs the ability "${item.id}", found "${item.ability.type}"`);
    }
  }
  const ids = idSet(p.items);
  for (const id of LEGENDARY) {
    if (ids !== void 0 && !ids.has(id)) c.report("items", "WRONG_COUNT", `no legendary item "${id}"`);
  }
}
function checkPlayerCards(c, p) {
  if (p.playerCards === void 0) return;
  if (p.playerCards.length !== 4) c.report("playerCards", "WRONG_COUNT", `expected 4 player cards, found ${p.playerCards.length}`);
  checkColors(c, p);
  const temples = idSet(p.temples);
  const items = new Map((p.items ?? []).map((e) => [e.id, e.value]));
  const legendary2 = valid(p.items).filter((item) => item.value.kind === "legendary").map((item) => item.value.id);
  for (const { path, value: card4 } of valid(p.playerCards)) {
    const where = at(path, "legendary");
    for (const [itemId, pair] of Object.entries(card4.legendary)) {
      const itemPath = at(where, itemId);
      if (p.items !== void 0 && !items.has(itemId)) {
        c.report(itemPath, "DANGLING_REFERENCE", `no item has the id "${itemId}"`);
      } else if (items.get(itemId)?.kind === "treasure") {
        c.report(itemPath, "INVALID_VALUE", `"${itemId}" is a treasure item, not a legendary item`);
      }
      pair.forEach((temple2, index) => {
        if (temples !== void 0 && !temples.has(temple2)) {
          c.report(at(itemPath, index), "DANGLING_REFERENCE", `no temple has the id "${temple2}"`);
        }
      });
      if (pair[0] === pair[1]) c.report(at(itemPath, 1), "INVALID_VALUE", "the two temples must differ");
    }
    for (const itemId of legendary2) {
      if (!Object.hasOwn(card4.legendary, itemId)) {
        c.report(at(where, itemId), "MISSING_FIELD", `no temple pair for the legendary item "${itemId}"`);
      }
    }
  }
}
function checkColors(c, p) {
  const cards = complete(p.mapCards);
  if (cards === void 0 || p.playerCards === void 0) return;
  const castles = regionsOf(cards.filter((card4) => card4.value.kind === "castle")).filter(
    (r) => r.face === "bright"
  );
  const castleColors = /* @__PURE__ */ new Set();
  for (const { region } of castles) if (region.kind === "castle") castleColors.add(region.color);
  const playerColors = idSet(p.playerCards) ?? /* @__PURE__ */ new Set();
  for (const card4 of p.playerCards) {
    if (card4.id !== void 0 && !castleColors.has(card4.id)) {
      c.report(at(card4.path, "color"), "DANGLING_REFERENCE", `no castle card has the colour "${card4.id}"`);
    }
  }
  if (p.playerCards.some((card4) => card4.id === void 0)) return;
  for (const { path, region } of castles) {
    if (region.kind === "castle" && !playerColors.has(region.color)) {
      c.report(at(path, "color"), "DANGLING_REFERENCE", `no player card has the colour "${region.color}"`);
    }
  }
}

// src/content/validate/check-layout.ts
var SIZES = { cross: 5, castles: 4, coast: 8 };
var key = (cell) => `${cell[0]},${cell[1]}`;
var show = (cell) => `[${cell[0]}, ${cell[1]}]`;
function checkLayout(c, entry) {
  const layout = entry?.value;
  if (entry === void 0 || layout === void 0) return;
  const path = entry.path;
  const placed = /* @__PURE__ */ new Map();
  for (const part of ["cross", "castles", "coast"]) {
    const cells = layout[part];
    const partPath = at(path, part);
    if (cells.length !== SIZES[part]) {
      c.report(partPath, "LAYOUT", `expected ${SIZES[part]} cells, found ${cells.length}`);
    }
    cells.forEach((cell, index) => {
      const cellPath = at(partPath, index);
      if (cell[0] < 0 || cell[1] < 0) c.report(cellPath, "LAYOUT", `cell ${show(cell)} has a negative coordinate`);
      const earlier = placed.get(key(cell));
      if (earlier === void 0) placed.set(key(cell), cellPath);
      else c.report(cellPath, "LAYOUT", `cell ${show(cell)} is also used at ${earlier}`);
    });
  }
  checkRing(c, layout, path);
}
function checkRing(c, layout, path) {
  const ringPath = at(path, "coastRing");
  const outer = new Set([...layout.castles, ...layout.coast].map(key));
  const onRing = /* @__PURE__ */ new Map();
  layout.coastRing.forEach((cell, index) => {
    const cellPath = at(ringPath, index);
    const earlier = onRing.get(key(cell));
    if (earlier !== void 0) c.report(cellPath, "LAYOUT", `cell ${show(cell)} is already on the ring at ${earlier}`);
    else onRing.set(key(cell), cellPath);
    if (!outer.has(key(cell))) c.report(cellPath, "LAYOUT", `cell ${show(cell)} is neither a castle cell nor a coast cell`);
  });
  for (const part of ["castles", "coast"]) {
    layout[part].forEach((cell, index) => {
      if (!onRing.has(key(cell))) {
        c.report(at(at(path, part), index), "LAYOUT", `cell ${show(cell)} is missing from the coast ring`);
      }
    });
  }
  const ring = layout.coastRing;
  if (ring.length < 2) return;
  ring.forEach((cell, index) => {
    const next = ring[(index + 1) % ring.length];
    if (next === void 0) return;
    if (Math.max(Math.abs(cell[0] - next[0]), Math.abs(cell[1] - next[1])) !== 1) {
      const nextIndex = (index + 1) % ring.length;
      c.report(
        at(ringPath, index),
        "LAYOUT",
        `cell ${show(cell)} is not next to the following ring cell ${show(next)} (coastRing[${nextIndex}])`
      );
    }
  });
}

// src/content/validate/read-board.ts
var DIE_SYMBOLS = ["take-damage", "gain-power", "conjure-magic", "torch", "scroll", "attack-goblin"];
var REGION_KINDS = ["castle", "obelisk", "temple", "grotto", "golden-grotto", "portal"];
var REGION_REFERENCE = {
  castle: "color",
  obelisk: "spell",
  temple: "temple",
  grotto: "effect",
  "golden-grotto": "action",
  portal: null
};
var readCount = integerFrom(0);
function readDice(c, value, path) {
  return readRecord(c, value, path, null, (o, p) => {
    get(c, o, "count", p, readCount);
    get(c, o, "faces", p, arrayOf(oneOf(DIE_SYMBOLS)));
  });
}
var readCell = (c, value, path) => {
  const pair = readArray(c, value, path);
  if (pair === void 0) return void 0;
  if (pair.length !== 2) {
    c.report(path, "WRONG_TYPE", `expected a [row, column] pair, found ${pair.length} elements`);
    return void 0;
  }
  const cell = arrayOf((c2, v, p) => {
    const n = readNumber(c2, v, p);
    if (n !== void 0 && !Number.isInteger(n)) c2.report(p, "INVALID_VALUE", `expected an integer, found ${n}`);
    return n !== void 0 && Number.isInteger(n) ? n : void 0;
  })(c, pair, path);
  return cell;
};
function readLayout(c, value, path) {
  return readRecord(c, value, path, null, (o, p) => {
    for (const key2 of ["cross", "castles", "coast", "coastRing"]) get(c, o, key2, p, arrayOf(readCell));
  });
}
var readRegion = (c, value, path) => {
  const o = readObject(c, value, path);
  if (o === void 0) return void 0;
  const kind = get(c, o, "kind", path, oneOf(REGION_KINDS));
  if (kind === void 0) return void 0;
  const reference = REGION_REFERENCE[kind];
  if (reference !== null) get(c, o, reference, path, readString);
  return true;
};
var readFace = (c, value, path) => {
  const o = readObject(c, value, path);
  if (o === void 0) return void 0;
  get(c, o, "left", path, readRegion);
  get(c, o, "right", path, readRegion);
  return true;
};
function readMapCard(c, value, path) {
  return readRecord(c, value, path, "id", (o, p) => {
    get(c, o, "kind", p, oneOf(["castle", "regular"]));
    get(c, o, "bright", p, readFace);
    get(c, o, "gloom", p, readFace);
  });
}
var readTrackSpace = (c, value, path) => {
  const o = readObject(c, value, path);
  if (o === void 0) return void 0;
  get(c, o, "symbol", path, oneOf(["torch", "scroll"]));
  get(c, o, "count", path, (c2, v, p) => {
    if (v === 1 || v === 2) return v;
    c2.report(p, typeof v === "number" ? "INVALID_VALUE" : "WRONG_TYPE", `expected 1 or 2, found ${kindOf(v)} ${String(v)}`);
    return void 0;
  });
  return true;
};
var readTrack = (c, value, path) => {
  const spaces = arrayOf(readTrackSpace)(c, value, path);
  if (spaces === void 0) return void 0;
  if (spaces.length !== 4) c.report(path, "WRONG_COUNT", `a temple track has 4 spaces, found ${spaces.length}`);
  return true;
};
function readTemple(c, value, path) {
  return readRecord(c, value, path, "id", (o, p) => {
    get(c, o, "name", p, readString);
    get(c, o, "tracks", p, (c2, v, tp) => {
      const tracks = readObject(c2, v, tp);
      if (tracks === void 0) return void 0;
      get(c2, tracks, "bright", tp, readTrack);
      get(c2, tracks, "gloom", tp, readTrack);
      return true;
    });
  });
}
function readSpell(c, value, path) {
  return readRecord(c, value, path, "id", (o, p) => {
    get(c, o, "name", p, readString);
    get(c, o, "level", p, integerFrom(1));
  });
}
function readGrottoEffect(c, value, path) {
  return readRecord(c, value, path, "id", (o, p) => {
    get(c, o, "face", p, oneOf(["bright", "gloom"]));
    get(c, o, "description", p, readString);
  });
}

// src/content/validate/read-cards.ts
var TRAVEL_METHODS = ["horse", "raft", "gryphon", "ship", "foot"];
var readPositive = integerFrom(1);
function readMovementCard(c, value, path) {
  return readRecord(c, value, path, "id", (o, p) => {
    get(c, o, "method", p, oneOf(TRAVEL_METHODS));
  });
}
var CONDITION_PARAMS = {
  "heroes-in-line": { line: oneOf(["row", "column", "diagonal", "any"]) },
  "hero-in-opponent-castle": {},
  "heroes-on-region-kinds": {
    kinds: (c, v, p) => {
      const kinds = arrayOf(oneOf(REGION_KINDS))(c, v, p);
      if (kinds !== void 0 && kinds.length === 0) c.report(p, "INVALID_VALUE", "must list at least one region kind");
      return kinds;
    }
  },
  "heroes-on-coast": { count: readPositive },
  "heroes-inland": { count: readPositive },
  "travel-through": { count: readPositive },
  "travel-by": { method: oneOf(TRAVEL_METHODS), endKind: oneOf(REGION_KINDS) },
  "heroes-apart": {},
  "heroes-together": { count: readPositive }
};
function readTagged(params) {
  return (c, value, path) => {
    const o = readObject(c, value, path);
    if (o === void 0) return void 0;
    const type = get(c, o, "type", path, oneOf(Object.keys(params)));
    if (type === void 0) return void 0;
    for (const [key2, read] of Object.entries(params[type] ?? {})) get(c, o, key2, path, read);
    return true;
  };
}
var readReward = (c, value, path) => {
  const o = readObject(c, value, path);
  if (o === void 0) return void 0;
  for (const key2 of ["health", "power", "magic"]) {
    if (Object.hasOwn(o, key2) && o[key2] !== void 0) integerFrom(0)(c, o[key2], at(path, key2));
  }
  return true;
};
function readQuest(c, value, path) {
  return readRecord(c, value, path, "id", (o, p) => {
    const kind = get(c, o, "kind", p, oneOf(["movement", "treasure"]));
    if (kind === "movement") {
      get(c, o, "condition", p, readTagged(CONDITION_PARAMS));
      get(c, o, "reward", p, readReward);
    } else if (kind === "treasure") {
      get(c, o, "temple", p, readString);
      get(c, o, "item", p, readString);
    }
  });
}
var readStat = oneOf(["health", "power"]);
var ABILITY_PARAMS = {
  sword: {},
  shield: {},
  staff: {},
  bow: {},
  "extra-symbol": { symbol: oneOf(["torch", "scroll", "attack-goblin"]) },
  "forge-discount": { cost: integerFrom(0) },
  "free-passage": {},
  "max-bonus": { stat: readStat, amount: readPositive },
  "rest-bonus": { stat: readStat, amount: readPositive }
};
function readItem(c, value, path) {
  return readRecord(c, value, path, "id", (o, p) => {
    get(c, o, "name", p, readString);
    get(c, o, "kind", p, oneOf(["treasure", "legendary"]));
    get(c, o, "ability", p, readTagged(ABILITY_PARAMS));
  });
}
var readTemplePair = (c, value, path) => {
  const pair = readArray(c, value, path);
  if (pair === void 0) return void 0;
  if (pair.length !== 2) {
    c.report(path, "WRONG_COUNT", `expected two temples (first, second), found ${pair.length}`);
    return void 0;
  }
  return arrayOf(readString)(c, pair, path) === void 0 ? void 0 : true;
};
function readPlayerCard(c, value, path) {
  return readRecord(c, value, path, "color", (o, p) => {
    get(c, o, "legendary", p, (c2, v, lp) => {
      const legendary2 = readObject(c2, v, lp);
      if (legendary2 === void 0) return void 0;
      for (const [item, pair] of Object.entries(legendary2)) readTemplePair(c2, pair, at(lp, item));
      return true;
    });
  });
}

// src/content/validate/check-tables.ts
function checkDice(c, p) {
  const dice = p.dice?.value;
  if (p.dice === void 0 || dice === void 0) return;
  if (dice.count !== 5) c.report(at(p.dice.path, "count"), "WRONG_COUNT", `expected 5 adventure dice, found ${dice.count}`);
  if (dice.faces.length !== 6) c.report(at(p.dice.path, "faces"), "WRONG_COUNT", `a die has 6 faces, found ${dice.faces.length}`);
}
function checkSpells(c, p) {
  const levelAt = /* @__PURE__ */ new Map();
  for (const { path, value } of valid(p.spells)) {
    const earlier = levelAt.get(value.level);
    if (earlier === void 0) levelAt.set(value.level, path);
    else c.report(at(path, "level"), "INVALID_VALUE", `level ${value.level} is also the level of ${earlier}`);
  }
}
function checkMagicTracks(c, p) {
  for (const { path, value: track } of valid(p.magic)) {
    const spacesPath = at(path, "spaces");
    const defined = /* @__PURE__ */ new Map();
    track.levels.forEach((level, index) => {
      const levelPath = at(at(path, "levels"), index);
      const earlier = defined.get(level.level);
      if (earlier === void 0) defined.set(level.level, levelPath);
      else c.report(at(levelPath, "level"), "DUPLICATE_ID", `level ${level.level} is also defined at ${earlier}`);
    });
    if (track.spaces.length === 0) {
      c.report(spacesPath, "WRONG_COUNT", "the magic track needs at least one space");
      continue;
    }
    track.spaces.forEach((level, index) => {
      const previous = track.spaces[index - 1];
      if (previous !== void 0 && level < previous) {
        c.report(at(spacesPath, index), "INVALID_VALUE", `level ${level} follows level ${previous}; levels must not decrease`);
      }
      if (!defined.has(level)) c.report(at(spacesPath, index), "DANGLING_REFERENCE", `level ${level} is not defined in levels`);
    });
    const last = track.spaces[track.spaces.length - 1];
    const highest = Math.max(...defined.keys());
    if (last !== void 0 && defined.size > 0 && last !== highest) {
      c.report(at(spacesPath, track.spaces.length - 1), "INVALID_VALUE", `the last space must be the highest level (${highest}), found ${last}`);
    }
  }
}
function checkMovementCards(c, p) {
  if (p.movementCards === void 0) return;
  if (p.movementCards.length !== 5) {
    c.report("movementCards", "WRONG_COUNT", `expected 5 movement cards, found ${p.movementCards.length}`);
  }
  const seen = /* @__PURE__ */ new Set();
  for (const { path, value } of valid(p.movementCards)) {
    if (seen.has(value.method)) c.report(at(path, "method"), "WRONG_COUNT", `a second movement card for "${value.method}"`);
    seen.add(value.method);
  }
  if (complete(p.movementCards) === void 0) return;
  for (const method of TRAVEL_METHODS) {
    if (!seen.has(method)) c.report("movementCards", "WRONG_COUNT", `no movement card for "${method}"`);
  }
}
function checkGolden(c, p) {
  const path = "goldenMushrooms";
  const { cards, actions, replaces, mushroomCount } = p.golden;
  if (cards !== void 0 && cards.length !== 3) {
    c.report(at(path, "mapCards"), "WRONG_COUNT", `expected 3 Golden Grotto cards, found ${cards.length}`);
  }
  if (actions !== void 0 && actions.length !== 3) {
    c.report(at(path, "actions"), "WRONG_COUNT", `expected 3 Golden Grotto actions, found ${actions.length}`);
  }
  if (mushroomCount !== void 0 && mushroomCount !== 7) {
    c.report(at(path, "mushroomCount"), "WRONG_COUNT", `expected 7 mushroom tokens, found ${mushroomCount}`);
  }
  if (replaces === void 0) return;
  const effects = new Map((p.grottoEffects ?? []).map((e) => [e.id, e.value]));
  const regular = (complete(p.mapCards) ?? []).filter((card4) => card4.value.kind === "regular");
  const seen = /* @__PURE__ */ new Set();
  replaces.forEach((id, index) => {
    const where = at(at(path, "replacesGrottoEffects"), index);
    if (seen.has(id)) {
      c.report(where, "DUPLICATE_ID", `"${id}" is listed twice`);
      return;
    }
    seen.add(id);
    if (p.grottoEffects === void 0) return;
    if (!effects.has(id)) {
      c.report(where, "DANGLING_REFERENCE", `no grotto effect has the id "${id}"`);
      return;
    }
    const effect2 = effects.get(id);
    if (effect2 !== void 0 && effect2.face !== "bright") {
      c.report(where, "INVALID_VALUE", `"${id}" is a ${effect2.face} effect; only bright effects identify the removed cards`);
      return;
    }
    if (complete(p.mapCards) === void 0) return;
    const n = regular.filter(({ value }) => [value.bright.left, value.bright.right].some((r) => r.kind === "grotto" && r.effect === id)).length;
    if (n !== 1) c.report(where, "WRONG_COUNT", `"${id}" is on the bright face of ${n} regular cards, expected exactly 1`);
  });
}

// src/content/validate/read-rules.ts
var readNonNegative = integerFrom(0);
var readAmounts = (c, value, path) => {
  const o = readObject(c, value, path);
  if (o === void 0) return void 0;
  get(c, o, "sequence", path, arrayOf(readNonNegative));
  get(c, o, "rest", path, readNonNegative);
  return true;
};
var readLevel = (c, value, path) => {
  const o = readObject(c, value, path);
  if (o === void 0) return void 0;
  get(c, o, "level", path, readNonNegative);
  get(c, o, "learnUpTo", path, readNonNegative);
  get(c, o, "takeDamage", path, readAmounts);
  get(c, o, "gainPower", path, readAmounts);
  get(c, o, "conjureMagic", path, (c2, v, cp) => {
    const conjure = readObject(c2, v, cp);
    if (conjure === void 0) return void 0;
    get(c2, conjure, "advances", cp, readBoolean);
    get(c2, conjure, "damage", cp, readAmounts);
    return true;
  });
  return true;
};
function readMagicTrack(c, value, path) {
  return readRecord(c, value, path, null, (o, p) => {
    get(c, o, "spaces", p, arrayOf(readNonNegative));
    get(c, o, "levels", p, arrayOf(readLevel));
  });
}
var readScoreRow = (c, value, path) => {
  const row = arrayOf(readNumber)(c, value, path);
  if (row === void 0) return void 0;
  if (row.length !== 11) c.report(path, "WRONG_COUNT", `expected 11 entries (totals 0 to 10), found ${row.length}`);
  return true;
};
function readScoring(c, value, path) {
  return readRecord(c, value, path, null, (o, p) => {
    for (const key2 of ["spells", "quests", "goblins"]) get(c, o, key2, p, readScoreRow);
    get(c, o, "legendaryItem", p, readNumber);
  });
}
function readGoldenAction(c, value, path) {
  return readRecord(c, value, path, "id", (o, p) => {
    get(c, o, "description", p, readString);
  });
}
function readGolden(c, value, path) {
  let read = { cards: void 0, replaces: void 0, actions: void 0, mushroomCount: void 0 };
  readRecord(c, value, path, null, (o, p) => {
    read = {
      cards: readTable(c, o, "mapCards", p, readMapCard),
      replaces: get(c, o, "replacesGrottoEffects", p, arrayOf(readString)),
      actions: readTable(c, o, "actions", p, readGoldenAction),
      mushroomCount: get(c, o, "mushroomCount", p, readNonNegative)
    };
  });
  return read;
}

// src/content/validate-content.ts
var FORMAT_VERSION = 1;
function single(c, o, key2, path, read) {
  return get(c, o, key2, path, (c2, v, p) => read(c2, v, p));
}
function readPack(c, pack) {
  get(c, pack, "id", "", readString);
  if (Object.hasOwn(pack, "formatVersion") && pack["formatVersion"] !== void 0) {
    const version = pack["formatVersion"];
    if (version !== FORMAT_VERSION) {
      const found = typeof version === "number" || typeof version === "string" ? JSON.stringify(version) : kindOf(version);
      c.report("formatVersion", "FORMAT_VERSION", `this engine reads content format ${FORMAT_VERSION}, found ${found}`);
    }
  } else {
    c.report("formatVersion", "MISSING_FIELD", 'missing required field "formatVersion"');
  }
  const dice = single(c, pack, "dice", "", readDice);
  const layout = single(c, pack, "layout", "", readLayout);
  const mapCards = readTable(c, pack, "mapCards", "", readMapCard);
  const temples = readTable(c, pack, "temples", "", readTemple);
  const spells = readTable(c, pack, "spells", "", readSpell);
  const grottoEffects = readTable(c, pack, "grottoEffects", "", readGrottoEffect);
  const magic = [];
  get(c, pack, "magicTracks", "", (c2, v, p) => {
    const tracks = readObject(c2, v, p);
    if (tracks === void 0) return void 0;
    for (const side of ["multiplayer", "solo"]) {
      const track = single(c2, tracks, side, p, readMagicTrack);
      if (track !== void 0) magic.push(track);
    }
    return true;
  });
  const movementCards = readTable(c, pack, "movementCards", "", readMovementCard);
  const quests = readTable(c, pack, "quests", "", readQuest);
  const items = readTable(c, pack, "items", "", readItem);
  const playerCards = readTable(c, pack, "playerCards", "", readPlayerCard);
  single(c, pack, "scoring", "", readScoring);
  const none = { cards: void 0, replaces: void 0, actions: void 0, mushroomCount: void 0 };
  const golden = single(c, pack, "goldenMushrooms", "", readGolden) ?? none;
  return { dice, layout, mapCards, temples, spells, grottoEffects, magic, movementCards, quests, items, playerCards, golden };
}
function checkPack(c, p) {
  const tables = [
    [[...p.mapCards ?? [], ...p.golden.cards ?? []], "id", "map card"],
    [p.temples, "id", "temple"],
    [p.spells, "id", "spell"],
    [p.grottoEffects, "id", "grotto effect"],
    [p.movementCards, "id", "movement card"],
    [p.quests, "id", "quest"],
    [p.items, "id", "item"],
    [p.playerCards, "color", "player colour"],
    [p.golden.actions, "id", "Golden Grotto action"]
  ];
  for (const [entries, field, what] of tables) checkUniqueIds(c, entries ?? [], field, what);
  checkDice(c, p);
  checkLayout(c, p.layout);
  checkMapCards(c, p);
  checkSpells(c, p);
  checkMagicTracks(c, p);
  checkMovementCards(c, p);
  checkQuests(c, p);
  checkItems(c, p);
  checkPlayerCards(c, p);
  checkGolden(c, p);
}
function validateContent(pack) {
  const c = new Checker();
  try {
    if (!isObject(pack)) {
      c.report("", "NOT_AN_OBJECT", `a content pack must be an object, found ${kindOf(pack)}`);
      return c.problems;
    }
    checkPack(c, readPack(c, pack));
  } catch (error) {
    c.report("", "INVALID_VALUE", `the pack could not be read${error instanceof Error ? `: ${error.message}` : ""}`);
  }
  return c.problems;
}

// src/core/clone.ts
function clonePlain(value) {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    const out2 = new Array(value.length);
    for (let i = 0; i < value.length; i++) out2[i] = clonePlain(value[i]);
    return out2;
  }
  const out = {};
  for (const key2 of Object.keys(value)) out[key2] = clonePlain(value[key2]);
  return out;
}

// src/core/errors.ts
var TeqError = class extends Error {
  /** A stable machine-readable code, e.g. `"NOT_YOUR_DECISION"`. */
  code;
  /**
   * @param code - the stable code
   * @param message - a readable explanation
   */
  constructor(code, message) {
    super(message);
    this.code = code;
    this.name = new.target.name;
    Object.setPrototypeOf(this, new.target.prototype);
  }
};
var IllegalActionError = class extends TeqError {
  /** The offending action, as it was given. */
  action;
  /**
   * @param code - the stable code
   * @param message - a readable explanation
   * @param action - the offending action
   */
  constructor(code, message, action2) {
    super(code, message);
    this.action = action2;
  }
};
var InvalidStateError = class extends TeqError {
};
var InvalidOptionsError = class extends TeqError {
};
var InvalidContentError = class extends TeqError {
  /** Every problem found, in a stable order. */
  problems;
  /** @param problems - the problems found (at least one) */
  constructor(problems) {
    const head = problems.slice(0, 5).map((p) => `${p.path}: ${p.message}`).join("; ");
    const more = problems.length > 5 ? ` (and ${problems.length - 5} more)` : "";
    super("INVALID_CONTENT", `The content pack is invalid: ${head}${more}`);
    this.problems = problems;
  }
};

// src/core/rng.ts
import seedrandom from "seedrandom";
function seedRng(seed) {
  return copyState(seedrandom.alea(String(seed), { state: true }).state());
}
var Rng = class {
  #prng;
  /** @param state - the stored state to resume from */
  constructor(state) {
    this.#prng = seedrandom.alea("", { state: { ...state } });
  }
  /**
   * A uniform float in [0, 1).
   * @returns the next float of the sequence
   */
  next() {
    return this.#prng();
  }
  /**
   * A uniform integer in [0, n).
   * @param n - the number of outcomes (a positive integer)
   * @returns an integer from 0 to n - 1
   */
  int(n) {
    return Math.floor(this.#prng() * n);
  }
  /**
   * The current generator state, to store back into the game state.
   * @returns a fresh plain-number copy
   */
  state() {
    return copyState(this.#prng.state());
  }
};
function copyState(s) {
  return { c: s.c, s0: s.s0, s1: s.s1, s2: s.s2 };
}
function shuffleInPlace(items, draw) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = draw(i + 1);
    const a = items[i];
    items[i] = items[j];
    items[j] = a;
  }
}

// src/core/immer.ts
import { Immer } from "immer";
var immer = new Immer({ autoFreeze: true });

// src/core/runner.ts
var MAX_STEPS_PER_TRANSITION = 1e5;
var Context = class {
  env;
  events = [];
  #rng = null;
  #state;
  constructor(state, env) {
    this.#state = state;
    this.env = env;
  }
  random() {
    this.#rng ??= new Rng(this.#state.rng);
    return this.#rng.next();
  }
  randomInt(n) {
    return Math.floor(this.random() * n);
  }
  emit(event) {
    this.events.push(event);
  }
  /** Writes the advanced RNG state back, if anything was drawn. */
  storeRng(draft) {
    if (this.#rng !== null) draft.rng = this.#rng.state();
  }
};
function isObject2(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function decisionHandler(ruleset, state) {
  const decision = state.decision;
  if (decision === null) return null;
  const handler = ruleset.decisions[decision.kind];
  if (handler === void 0) {
    throw new InvalidStateError("STATE_UNKNOWN_DECISION", `The state waits on an unknown decision kind "${decision.kind}".`);
  }
  return { decision, handler };
}
function checkAction(ruleset, state, action2) {
  if (!isObject2(action2) || typeof action2["type"] !== "string") {
    return { code: "MALFORMED_ACTION", message: "An action must be a plain object with a string `type`." };
  }
  const type = action2["type"];
  const found = decisionHandler(ruleset, state);
  if (found === null) return { code: "GAME_OVER", message: "The game is over: no action is expected." };
  const { decision, handler } = found;
  const allowed = Object.hasOwn(handler.actionKeys, type) ? handler.actionKeys[type] : void 0;
  if (allowed === void 0) {
    const known2 = Object.values(ruleset.decisions).some((h) => Object.hasOwn(h.actionKeys, type));
    return known2 ? {
      code: "WRONG_ACTION_TYPE",
      message: `"${type}" does not answer the pending decision "${decision.kind}"; expected ${Object.keys(handler.actionKeys).map((t) => `"${t}"`).join(" or ")}.`
    } : { code: "UNKNOWN_ACTION_TYPE", message: `There is no action of type "${type}".` };
  }
  if (action2["player"] !== decision.player) {
    return {
      code: "NOT_YOUR_DECISION",
      message: `The pending decision "${decision.kind}" belongs to ${describeActor(decision.player)}, not to ${describeActor(action2["player"])}.`
    };
  }
  const extra = Object.keys(action2).filter((key2) => key2 !== "type" && key2 !== "player" && action2[key2] !== void 0 && !allowed.includes(key2));
  if (extra.length > 0) {
    return { code: "UNEXPECTED_FIELD", message: `A "${type}" action takes no field ${extra.map((k) => `"${k}"`).join(", ")}.` };
  }
  return handler.check(state, decision, action2, { env: ruleset.env(state, ruleset) });
}
function describeActor(actor) {
  if (actor === "chance") return "chance";
  if (typeof actor === "number") return `player ${actor}`;
  return `an actor given as ${JSON.stringify(actor) ?? String(actor)}`;
}
function listActions(ruleset, state) {
  const found = decisionHandler(ruleset, state);
  if (found === null) return [];
  const ctx = { env: ruleset.env(state, ruleset) };
  return found.handler.candidates(state, found.decision, ctx).filter((action2) => found.handler.check(state, found.decision, action2, ctx) === null);
}
function drain(ruleset, draft, ctx) {
  const kernel = draft;
  let count = 0;
  while (kernel.decision === null && kernel.queue.length > 0) {
    const step = kernel.queue.shift();
    const handler = ruleset.steps[step.kind];
    if (handler === void 0) {
      throw new InvalidStateError("STATE_UNKNOWN_STEP", `The state queues an unknown step kind "${step.kind}".`);
    }
    handler(draft, step, ctx);
    if (++count > MAX_STEPS_PER_TRANSITION) {
      throw new TeqError("RUNAWAY_STEPS", `More than ${MAX_STEPS_PER_TRANSITION} automatic steps in one transition.`);
    }
  }
}
function run(ruleset, state, mode, recipe) {
  const ctx = new Context(state, ruleset.env(state, ruleset));
  const fullRecipe = (draft) => {
    recipe(draft, ctx);
    drain(ruleset, draft, ctx);
    ctx.storeRng(draft);
  };
  if (mode === "in-place") {
    fullRecipe(state);
    return { state, events: ctx.events };
  }
  const next = immer.produce(state, fullRecipe);
  return { state: next, events: ctx.events };
}
function applyAction(ruleset, state, action2, mode) {
  const rejection = checkAction(ruleset, state, action2);
  if (rejection !== null) throw new IllegalActionError(rejection.code, rejection.message, action2);
  const found = decisionHandler(ruleset, state);
  if (found === null) throw new IllegalActionError("GAME_OVER", "The game is over: no action is expected.", action2);
  const { decision, handler } = found;
  return run(ruleset, state, mode, (draft, ctx) => {
    draft.decision = null;
    handler.apply(draft, decision, action2, ctx);
  });
}
function runSteps(ruleset, state, mode) {
  return run(ruleset, state, mode, () => {
  });
}

// src/rules/state/config.ts
var SCHEMA_VERSION = 1;

// src/core/compose.ts
function composeRuleset(base, modules) {
  const seen = [];
  let ruleset = base;
  for (const module of modules) {
    if (seen.includes(module.id)) {
      throw new TeqError("MODULE_DUPLICATE", `Module "${module.id}" is listed twice.`);
    }
    for (const required of module.requires ?? []) {
      if (!seen.includes(required)) {
        throw new TeqError("MODULE_REQUIRES", `Module "${module.id}" needs module "${required}" composed before it.`);
      }
    }
    for (const other of modules) {
      if (module.conflictsWith?.includes(other.id)) {
        throw new TeqError("MODULE_CONFLICT", `Module "${module.id}" cannot be combined with module "${other.id}".`);
      }
    }
    ruleset = module.extend(ruleset);
    seen.push(module.id);
  }
  return ruleset;
}

// src/rules/grottos/grotto-effect.ts
function noParams(action2) {
  return action2.target !== void 0 || action2.to !== void 0 ? { code: "MALFORMED_ACTION", message: "This grotto effect takes no `target` or `to`." } : null;
}
function readTarget(state, decision, action2, allowTo) {
  const target = action2.target;
  const heroes = state.players[decision.player]?.heroes.length ?? 0;
  if (typeof target !== "number" || !Number.isInteger(target) || target < 0 || target >= heroes) {
    return { code: "MALFORMED_ACTION", message: "This grotto effect needs `target`, the index of one of your heroes." };
  }
  if (!allowTo && action2.to !== void 0) return { code: "MALFORMED_ACTION", message: "This grotto effect takes no `to`." };
  return target;
}

// src/rules/map/geometry.ts
var LINES = {
  horse: [[0, 1], [0, -1]],
  raft: [[1, 0], [-1, 0]],
  gryphon: [[1, 1], [1, -1], [-1, 1], [-1, -1]]
};
var NEIGHBOURS = [
  [-1, -1],
  [-1, 0],
  [-1, 1],
  [0, -1],
  [0, 1],
  [1, -1],
  [1, 0],
  [1, 1]
];
var grids = /* @__PURE__ */ new WeakMap();
function gridOf(cells) {
  let grid = grids.get(cells);
  if (grid === void 0) {
    const at2 = /* @__PURE__ */ new Map();
    const ring = [];
    cells.forEach((cell, i) => {
      at2.set(`${cell.row},${cell.col}`, i);
      if (cell.coastIndex !== null) ring[cell.coastIndex] = i;
    });
    grid = { at: at2, ring };
    grids.set(cells, grid);
  }
  return grid;
}
function cellAt(cells, row, col) {
  return gridOf(cells).at.get(`${row},${col}`);
}
function areAdjacent(cells, a, b) {
  const ca = cells[a];
  const cb = cells[b];
  if (ca === void 0 || cb === void 0 || a === b) return false;
  return Math.abs(ca.row - cb.row) <= 1 && Math.abs(ca.col - cb.col) <= 1;
}
function lineRoutes(cells, from, steps, maxDistance) {
  const out = [];
  for (const [dr, dc] of steps) {
    const through = [];
    for (let k = 1; k <= maxDistance; k++) {
      const cell = cellAt(cells, from.row + dr * k, from.col + dc * k);
      if (cell === void 0) break;
      out.push({ cell, through: [...through] });
      through.push(cell);
    }
  }
  return out;
}
function shipRoutes(cells, from) {
  if (from.coastIndex === null) return [];
  const ring = gridOf(cells).ring;
  const n = ring.length;
  const out = [];
  for (const [direction, sign] of [["clockwise", 1], ["counterclockwise", -1]]) {
    const through = [];
    for (let k = 1; k < n; k++) {
      const cell = ring[((from.coastIndex + sign * k) % n + n) % n];
      out.push({ cell, through: [...through], direction });
      through.push(cell);
    }
  }
  return out;
}
function routesFrom(cells, from, method) {
  const start = cells[from];
  if (start === void 0) return [];
  let memo = routeMemo.get(cells);
  if (memo === void 0) {
    memo = /* @__PURE__ */ new Map();
    routeMemo.set(cells, memo);
  }
  const key2 = `${from}:${method}`;
  let routes = memo.get(key2);
  if (routes === void 0) {
    routes = computeRoutes(cells, start, method);
    memo.set(key2, routes);
  }
  return routes;
}
var routeMemo = /* @__PURE__ */ new WeakMap();
function computeRoutes(cells, start, method) {
  switch (method) {
    case "horse":
    case "raft":
    case "gryphon":
      return lineRoutes(cells, start, LINES[method], Number.POSITIVE_INFINITY);
    case "foot":
      return lineRoutes(cells, start, NEIGHBOURS, 1);
    case "ship":
      return shipRoutes(cells, start);
  }
}
function orthogonalRoutes(cells, from, maxDistance) {
  const start = cells[from];
  if (start === void 0) return [];
  return lineRoutes(cells, start, [...LINES.horse, ...LINES.raft], maxDistance);
}

// src/rules/goblins/portals.ts
function portalOnCell(state, cell) {
  return state.goblins.portals.findIndex((p) => p.at.cell === cell);
}
function hasAggressiveGoblin(state, cell) {
  const portal = state.goblins.portals[portalOnCell(state, cell)];
  return portal?.goblin?.stance === "aggressive";
}
function pacifyGoblin(draft, cell, ctx, cause) {
  const portal = draft.goblins.portals[portalOnCell(draft, cell)];
  if (portal?.goblin?.stance === "aggressive") {
    portal.goblin.stance = "passive";
    ctx.emit({ type: "goblin-flipped", cell, stance: "passive", cause });
  }
}

// src/rules/map/regions.ts
var SIDES = ["left", "right"];
function regionAt(cells, ref, env) {
  const cell = cells[ref.cell];
  if (cell === void 0) throw new RangeError(`No map cell ${ref.cell}.`);
  const card4 = env.index.mapCards.get(cell.cardId);
  if (card4 === void 0) throw new RangeError(`Unknown map card "${cell.cardId}".`);
  return card4[cell.face][ref.side];
}
function allRegions(cells) {
  const out = [];
  for (let cell = 0; cell < cells.length; cell++) for (const side of SIDES) out.push({ cell, side });
  return out;
}
function castleOf(cells, color, env) {
  let castles = castleMemo.get(cells);
  if (castles === void 0) {
    castles = /* @__PURE__ */ new Map();
    for (const ref of allRegions(cells)) {
      const region = regionAt(cells, ref, env);
      if (region.kind === "castle") castles.set(region.color, Object.freeze({ ...ref }));
    }
    castleMemo.set(cells, castles);
  }
  const found = castles.get(color);
  if (found === void 0) throw new RangeError(`The map has no castle of colour "${color}".`);
  return found;
}
var castleMemo = /* @__PURE__ */ new WeakMap();
function sameRegion(a, b) {
  return a.cell === b.cell && a.side === b.side;
}
function isRegionRef(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const v = value;
  return Number.isInteger(v["cell"]) && (v["side"] === "left" || v["side"] === "right") && Object.keys(v).every((key2) => key2 === "cell" || key2 === "side" || v[key2] === void 0);
}

// src/rules/map/occupancy.ts
function heroesIn(state, ref) {
  const out = [];
  for (const player of state.players) {
    player.heroes.forEach((hero, i) => {
      if (sameRegion(hero.at, ref)) out.push([player.seat, i]);
    });
  }
  return out;
}
function occupancyRejection(state, env, seat, hero, to) {
  const others = heroesIn(state, to).filter(([s, h]) => !(s === seat && h === hero));
  const region = regionAt(state.map.cells, to, env);
  switch (region.kind) {
    case "castle":
      return null;
    case "temple":
      if (others.some(([s]) => s === seat)) {
        return { code: "TEMPLE_OWN_HERO", message: "A temple holds at most one hero of each player." };
      }
      if (others.length >= 2) return { code: "TEMPLE_FULL", message: "That temple already holds 2 heroes." };
      return null;
    case "portal":
      if (others.length > 0) return { code: "PORTAL_OCCUPIED", message: "Only one hero can attack a goblin at a time." };
      return null;
    default:
      if (others.some(([s]) => s === seat)) {
        return { code: "ONE_HERO_PER_PLAYER", message: `A ${region.kind} holds at most one hero of each player.` };
      }
      return null;
  }
}

// src/rules/map/move-hero.ts
function passageCost(state, env, seat, hero, through) {
  const items = state.players[seat]?.heroes[hero]?.items ?? [];
  if (items.some((id) => env.index.items.get(id)?.ability.type === "free-passage")) return 0;
  return through.filter((cell) => hasAggressiveGoblin(state, cell)).length;
}
function travelRejection(state, env, seat, hero, route, to) {
  const cost = passageCost(state, env, seat, hero, route.through);
  const power = state.players[seat]?.power ?? 0;
  if (cost > power) {
    return { code: "NOT_ENOUGH_POWER", message: `Moving past ${cost} aggressive goblin(s) costs ${cost} Power; the player has ${power}.` };
  }
  return occupancyRejection(state, env, seat, hero, to);
}
function moveHeroAlong(draft, ctx, seat, hero, route, to, cause) {
  const player = draft.players[seat];
  const walker = player?.heroes[hero];
  if (player === void 0 || walker === void 0) throw new RangeError(`No hero ${hero} for seat ${seat}.`);
  const cost = passageCost(draft, ctx.env, seat, hero, route.through);
  for (const cell of route.through) pacifyGoblin(draft, cell, ctx, "passed-through");
  if (cost > 0) {
    player.power -= cost;
    ctx.emit({ type: "power-spent", player: seat, amount: cost, reason: "passing goblins" });
  }
  const from = { ...walker.at };
  if (walker.templeSpace > 0) ctx.emit({ type: "temple-progress-lost", player: seat, hero, space: walker.templeSpace });
  walker.templeSpace = 0;
  walker.at = { cell: to.cell, side: to.side };
  ctx.emit({ type: "hero-moved", player: seat, hero, from, to: { ...walker.at }, through: [...route.through], cause });
  if (regionAt(draft.map.cells, to, ctx.env).kind === "portal") pacifyGoblin(draft, to.cell, ctx, "arrived");
  ctx.env.hooks.onHeroMoved(draft, ctx, seat, hero, from, route.through);
}
function moveHeroByEffect(draft, ctx, seat, hero, route, to, cause) {
  moveHeroAlong(draft, ctx, seat, hero, route, { cell: to.cell, side: to.side }, cause);
  draft.day?.moved?.heroes.push(hero);
}

// src/modules/gloomfall/foot-move.ts
var EFFECT = "gloom-foot-move-other-heroes";
function footMoves(state, env, seat, hero) {
  const walker = state.players[seat]?.heroes[hero];
  if (walker === void 0) return [];
  const out = [];
  for (const route of routesFrom(state.map.cells, walker.at.cell, "foot")) {
    for (const side of SIDES) {
      const to = { cell: route.cell, side };
      if (travelRejection(state, env, seat, hero, route, to) === null) out.push({ route, to });
    }
  }
  return out;
}
function footRoute(state, env, seat, hero, to) {
  if (!isRegionRef(to)) return { code: "MALFORMED_ACTION", message: 'A Foot move needs `to`: { cell: <index>, side: "left" | "right" }.' };
  const from = state.players[seat]?.heroes[hero]?.at.cell ?? -1;
  const route = routesFrom(state.map.cells, from, "foot").find((r) => r.cell === to.cell);
  if (route === void 0) return { code: "UNREACHABLE", message: "A Foot move goes to one of the 8 map cards around the hero." };
  return travelRejection(state, env, seat, hero, route, to) ?? route;
}
function walk(draft, ctx, seat, hero, to) {
  const from = draft.players[seat]?.heroes[hero]?.at.cell ?? -1;
  const route = routesFrom(draft.map.cells, from, "foot").find((r) => r.cell === to.cell);
  if (route === void 0) return;
  moveHeroByEffect(draft, ctx, seat, hero, route, to, EFFECT);
}
var footMoveOtherHeroes = {
  candidates: (state, decision, ctx) => {
    const out = [];
    const heroes = state.players[decision.player]?.heroes ?? [];
    heroes.forEach((_, target) => {
      if (target === decision.hero) return;
      for (const { to } of footMoves(state, ctx.env, decision.player, target)) {
        out.push({ type: "use-grotto", player: decision.player, target, to });
      }
    });
    return out;
  },
  check: (state, decision, action2, ctx) => {
    const target = readTarget(state, decision, action2, true);
    if (typeof target !== "number") return target;
    if (target === decision.hero) return { code: "GROTTO_TARGET", message: "This grotto moves your two OTHER heroes, not the one on it." };
    const route = footRoute(state, ctx.env, decision.player, target, action2.to);
    return "code" in route ? route : null;
  },
  apply: (draft, decision, action2, ctx) => {
    const first = action2.target;
    walk(draft, ctx, decision.player, first, action2.to);
    const heroes = draft.players[decision.player]?.heroes ?? [];
    const second = heroes.findIndex((_, h) => h !== decision.hero && h !== first);
    if (second >= 0 && footMoves(draft, ctx.env, decision.player, second).length > 0) {
      const next = { kind: "gloomfall/foot-move", player: decision.player, hero: second, effect: decision.effect };
      draft.decision = next;
    }
  }
};
var asAction = (a) => a;
var gloomfallFootMove = {
  actionKeys: { "gloomfall/foot-move": ["hero", "to"], "gloomfall/foot-stay": [] },
  candidates: (state, decision, ctx) => [
    ...footMoves(state, ctx.env, decision.player, decision.hero).map(
      ({ to }) => asAction({ type: "gloomfall/foot-move", player: decision.player, hero: decision.hero, to })
    ),
    asAction({ type: "gloomfall/foot-stay", player: decision.player })
  ],
  check: (state, decision, action2, ctx) => {
    if (action2.type === "gloomfall/foot-stay") return null;
    const move = action2;
    if (typeof move.hero !== "number" || !Number.isInteger(move.hero)) {
      return { code: "MALFORMED_ACTION", message: "gloomfall/foot-move needs `hero`, the index of the hero still to move." };
    }
    if (move.hero !== decision.hero) return { code: "GROTTO_TARGET", message: `Only hero ${decision.hero} may still move by Foot.` };
    const route = footRoute(state, ctx.env, decision.player, decision.hero, move.to);
    return "code" in route ? route : null;
  },
  apply: (draft, decision, action2, ctx) => {
    if (action2.type === "gloomfall/foot-stay") return;
    walk(draft, ctx, decision.player, decision.hero, action2.to);
  }
};

// src/rules/content-index.ts
var cache = /* @__PURE__ */ new WeakMap();
function byId(records) {
  return new Map(records.map((r) => [r.id, r]));
}
function indexContent(content) {
  let index = cache.get(content);
  if (index === void 0) {
    index = {
      mapCards: byId([...content.mapCards, ...content.goldenMushrooms.mapCards]),
      temples: byId(content.temples),
      spells: byId(content.spells),
      quests: byId(content.quests),
      items: byId(content.items),
      grottoEffects: byId(content.grottoEffects),
      movementMethods: new Map(content.movementCards.map((card4) => [card4.id, card4.method]))
    };
    cache.set(content, index);
  }
  return index;
}

// src/rules/constants.ts
var ROUNDS = 5;
var GOBLIN_TOKENS = 16;
var HEROES_PER_PLAYER = 3;
var STARTING_HEALTH = 6;
var STARTING_POWER = 3;
var STAT_CAP = 10;
var HANDS_PER_HERO = 2;
var QUEST_ROW_SIZE = 3;
var DAY_TURNS = 4;
var GOBLIN_HEALTH = 5;
var DEFAULT_COLORS = ["red", "blue", "green", "yellow"];

// src/rules/stats.ts
function itemBonus(player, content, stat) {
  let bonus = 0;
  for (const id of [...player.heroes.flatMap((hero) => hero.items), ...player.reserve]) {
    const ability = indexContent(content).items.get(id)?.ability;
    if (ability?.type === "max-bonus" && ability.stat === stat) bonus += ability.amount;
  }
  return bonus;
}
function maxHealth(state, seat) {
  const player = state.players[seat];
  if (player === void 0) throw new RangeError(`No player at seat ${seat}.`);
  return Math.min(STAT_CAP, STARTING_HEALTH + player.goblinsDefeated + itemBonus(player, state.content, "health"));
}
function maxPower(state, seat) {
  const player = state.players[seat];
  if (player === void 0) throw new RangeError(`No player at seat ${seat}.`);
  return Math.min(STAT_CAP, STARTING_POWER + player.spellLevel + itemBonus(player, state.content, "power"));
}

// src/rules/gains/gain.ts
function gainStat(draft, ctx, seat, stat, amount, reason) {
  const player = draft.players[seat];
  if (player === void 0) throw new RangeError(`No player at seat ${seat}.`);
  const cap = stat === "health" ? maxHealth(draft, seat) : maxPower(draft, seat);
  const before = player[stat];
  player[stat] = Math.max(before, Math.min(cap, before + amount));
  const gained = player[stat] - before;
  if (gained > 0) ctx.emit({ type: "gained", player: seat, stat, amount: gained, reason });
  return gained;
}
function usefulGains(state, seat) {
  const player = state.players[seat];
  if (player === void 0) return [];
  const out = [];
  if (player.health < maxHealth(state, seat)) out.push("health");
  if (player.power < maxPower(state, seat)) out.push("power");
  return out;
}
var offerGain = (draft, step, ctx) => {
  const options = usefulGains(draft, step.player);
  if (options.length === 2) {
    draft.decision = { kind: "choose-gain", player: step.player, reason: step.reason };
  } else if (options.length === 1) {
    gainStat(draft, ctx, step.player, options[0], 1, step.reason);
  }
};
var chooseGain = {
  actionKeys: { "choose-gain": ["stat"] },
  candidates: (_state, decision) => ["health", "power"].map((stat) => ({ type: "choose-gain", player: decision.player, stat })),
  check: (_state, _decision, action2) => {
    const stat = action2.stat;
    return stat === "health" || stat === "power" ? null : { code: "MALFORMED_ACTION", message: 'choose-gain needs `stat`: "health" or "power".' };
  },
  apply: (draft, decision, action2, ctx) => {
    gainStat(draft, ctx, decision.player, action2.stat, 1, decision.reason);
  }
};

// src/rules/magic/advance-magic.ts
function advanceMagic(draft, ctx, spaces, reason) {
  const last = ctx.env.hooks.magicTrack(ctx.env.content).spaces.length - 1;
  const before = draft.magicSpace;
  draft.magicSpace = Math.min(last, before + spaces);
  if (draft.magicSpace !== before) {
    ctx.emit({ type: "magic-advanced", spaces: draft.magicSpace - before, space: draft.magicSpace, reason });
  }
}

// src/rules/quests/movement-conditions.ts
function cellsOf(state, seat) {
  return (state.players[seat]?.heroes ?? []).map((hero) => hero.at.cell);
}
function kindOf2(state, env, seat, hero) {
  const at2 = state.players[seat]?.heroes[hero]?.at;
  return at2 === void 0 ? void 0 : regionAt(state.map.cells, at2, env).kind;
}
function isCoast(state, cell) {
  return state.map.cells[cell]?.coastIndex != null;
}
function inLine(state, cells, line) {
  if (new Set(cells).size !== cells.length) return false;
  const placed = cells.map((c) => state.map.cells[c]).filter((c) => c !== void 0);
  if (placed.length !== cells.length || placed.length === 0) return false;
  const first = placed[0];
  if (line === "row") return placed.every((c) => c.row === first.row);
  if (line === "column") return placed.every((c) => c.col === first.col);
  return placed.every((c) => c.row - c.col === first.row - first.col) || placed.every((c) => c.row + c.col === first.row + first.col);
}
var checkers = {
  "heroes-in-line": (state, _env, seat, _moved, c) => {
    const cells = cellsOf(state, seat);
    const lines = c.line === "any" ? ["row", "column", "diagonal"] : [c.line];
    return lines.some((line) => inLine(state, cells, line));
  },
  "hero-in-opponent-castle": (state, env, seat, moved) => moved.heroes.some((h) => {
    const at2 = state.players[seat]?.heroes[h]?.at;
    if (at2 === void 0) return false;
    const region = regionAt(state.map.cells, at2, env);
    return region.kind === "castle" && state.players.some((p) => p.seat !== seat && p.color === region.color);
  }),
  "heroes-on-region-kinds": (state, env, seat, moved, c) => {
    const heroes = state.players[seat]?.heroes ?? [];
    const kinds = heroes.map((_, h) => kindOf2(state, env, seat, h));
    const involved = moved.heroes.some((h) => c.kinds.includes(kinds[h]));
    return involved && c.kinds.every((kind) => kinds.includes(kind));
  },
  "heroes-on-coast": (state, _env, seat, moved, c) => {
    const cells = cellsOf(state, seat);
    const movedOnCoast = moved.heroes.some((h) => isCoast(state, cells[h] ?? -1));
    return movedOnCoast && cells.filter((cell) => isCoast(state, cell)).length >= c.count;
  },
  "heroes-inland": (state, _env, seat, moved, c) => {
    const cells = cellsOf(state, seat);
    const movedInland = moved.heroes.some((h) => !isCoast(state, cells[h] ?? -1));
    return movedInland && cells.filter((cell) => !isCoast(state, cell)).length >= c.count;
  },
  "travel-through": (_state, _env, _seat, moved, c) => moved.through >= c.count,
  "travel-by": (state, env, seat, moved, c) => moved.method === c.method && moved.heroes[0] !== void 0 && kindOf2(state, env, seat, moved.heroes[0]) === c.endKind,
  "heroes-apart": (state, _env, seat) => {
    const cells = cellsOf(state, seat);
    if (new Set(cells).size !== cells.length) return false;
    return cells.every((a, i) => cells.every((b, j) => i === j || !areAdjacent(state.map.cells, a, b)));
  },
  "heroes-together": (state, _env, seat, moved, c) => {
    const cells = cellsOf(state, seat);
    return moved.heroes.some((h) => cells.filter((cell) => cell === cells[h]).length >= c.count);
  }
};
function isConditionMet(state, env, seat, moved, condition) {
  if (moved.heroes.length === 0) return false;
  const checker = checkers[condition.type];
  return checker !== void 0 && checker(state, env, seat, moved, condition);
}

// src/rules/quests/quest-row.ts
function drawQuest(draft, ctx) {
  const quests = draft.quests;
  if (quests.deck.length === 0) {
    if (quests.discard.length === 0) return null;
    const deck = [...quests.discard];
    shuffleInPlace(deck, (n) => ctx.randomInt(n));
    quests.deck = deck;
    quests.discard = [];
    ctx.emit({ type: "quest-deck-reshuffled", cards: deck.length });
  }
  return quests.deck.shift() ?? null;
}
function refillRow(draft, ctx) {
  while (draft.quests.row.length < QUEST_ROW_SIZE) {
    const id = drawQuest(draft, ctx);
    if (id === null) return;
    draft.quests.row.unshift(id);
  }
}
function rowHasMix(draft, ctx) {
  let movement2 = false;
  let treasure2 = false;
  for (const id of draft.quests.row) {
    const kind = ctx.env.index.quests.get(id)?.kind;
    if (kind === "movement") movement2 = true;
    if (kind === "treasure") treasure2 = true;
  }
  return movement2 && treasure2;
}
function dealRow(draft, ctx) {
  const discarded = [];
  refillRow(draft, ctx);
  let attempts = draft.quests.deck.length + draft.quests.discard.length + draft.quests.row.length;
  while (!rowHasMix(draft, ctx) && attempts-- > 0 && draft.quests.row.length > 0) {
    const dropped = draft.quests.row.pop();
    draft.quests.discard.push(dropped);
    discarded.push(dropped);
    refillRow(draft, ctx);
  }
  return discarded;
}
function takeFromRow(draft, questId, ctx) {
  const i = draft.quests.row.indexOf(questId);
  if (i < 0) throw new RangeError(`Quest "${questId}" is not in the row.`);
  draft.quests.row.splice(i, 1);
  refillRow(draft, ctx);
}

// src/rules/quests/take-quest.ts
function takeQuest(draft, ctx, seat, questId) {
  const quest = ctx.env.index.quests.get(questId);
  const player = draft.players[seat];
  if (quest === void 0 || player === void 0) throw new RangeError(`Cannot take quest "${questId}".`);
  takeFromRow(draft, questId, ctx);
  player.completedQuests.push(questId);
  ctx.emit({ type: "quest-completed", player: seat, quest: questId });
  if (quest.kind === "movement") {
    const { health = 0, power = 0, magic = 0 } = quest.reward;
    if (health > 0) gainStat(draft, ctx, seat, "health", health, "quest");
    if (power > 0) gainStat(draft, ctx, seat, "power", power, "quest");
    if (magic > 0) advanceMagic(draft, ctx, magic, "quest");
  } else {
    const rack = draft.itemRack.indexOf(quest.item);
    if (rack >= 0) {
      draft.itemRack.splice(rack, 1);
      draft.queue.unshift({ kind: "gain-item", player: seat, item: quest.item });
    }
  }
  if (draft.day !== null) {
    draft.day.questTaken = true;
    if (ctx.env.hooks.usesFirstPlayerToken && draft.firstPlayerToken === "quest") {
      draft.firstPlayerToken = "no-quest";
      ctx.emit({ type: "first-player-token-flipped" });
    }
  }
}
var checkMovementQuests = (draft, step, ctx) => {
  const day = draft.day;
  if (day === null) return;
  const earned = day.treasureQuests.filter((id) => draft.quests.row.includes(id));
  day.treasureQuests = [];
  if (day.questTaken) return;
  const moved = day.moved;
  const met = draft.quests.row.filter((id) => {
    const quest = ctx.env.index.quests.get(id);
    if (earned.includes(id)) return true;
    return moved !== null && quest?.kind === "movement" && isConditionMet(draft, ctx.env, step.player, moved, quest.condition);
  });
  if (met.length === 1) takeQuest(draft, ctx, step.player, met[0]);
  else if (met.length > 1) draft.decision = { kind: "choose-quest", player: step.player, options: met };
};
var chooseQuest = {
  actionKeys: { "choose-quest": ["quest"] },
  candidates: (_state, decision) => decision.options.map((quest) => ({ type: "choose-quest", player: decision.player, quest })),
  check: (_state, decision, action2) => {
    const quest = action2.quest;
    if (typeof quest !== "string") return { code: "MALFORMED_ACTION", message: "choose-quest needs `quest`, a quest id." };
    return decision.options.includes(quest) ? null : { code: "QUEST_NOT_OFFERED", message: `Quest "${quest}" is not among the completed quests.` };
  },
  apply: (draft, decision, action2, ctx) => takeQuest(draft, ctx, decision.player, action2.quest)
};

// src/rules/temples/temple-track.ts
function templeOfHero(state, env, seat, hero) {
  const walker = state.players[seat]?.heroes[hero];
  if (walker === void 0) return null;
  const region = regionAt(state.map.cells, walker.at, env);
  if (region.kind !== "temple") return null;
  const face2 = state.map.cells[walker.at.cell]?.face ?? "bright";
  const track = env.index.temples.get(region.temple)?.tracks[face2];
  return track === void 0 ? null : { temple: region.temple, track };
}
function nextSpace(state, env, seat, hero) {
  const found = templeOfHero(state, env, seat, hero);
  const space = state.players[seat]?.heroes[hero]?.templeSpace ?? 0;
  return found?.track[space] ?? null;
}

// src/rules/temples/complete-temple.ts
function completeTempleByDay(draft, ctx, seat, hero) {
  const found = templeOfHero(draft, ctx.env, seat, hero);
  const player = draft.players[seat];
  const walker = player?.heroes[hero];
  if (found === null || player === void 0 || walker === void 0) return;
  returnHome(draft, ctx, seat, hero, "temple-completed");
  ctx.emit({ type: "temple-completed", player: seat, temple: found.temple });
  draft.queue.unshift(
    { kind: "offer-gain", player: seat, reason: "temple" },
    { kind: "complete-temple", player: seat, temple: found.temple, byDay: true },
    { kind: "advance-legendary", player: seat, temples: [found.temple] },
    // Offer the treasure quest (with any movement quest the same move met) now; the move's own
    // check afterwards finds the turn's quest taken, or nothing new.
    { kind: "check-movement-quests", player: seat }
  );
}
function returnHome(draft, ctx, seat, hero, cause) {
  const player = draft.players[seat];
  const walker = player?.heroes[hero];
  if (player === void 0 || walker === void 0) return;
  ctx.env.hooks.onReturnHome(draft, ctx, seat, hero, cause);
  const home = castleOf(draft.map.cells, player.color, ctx.env);
  const from = { ...walker.at };
  walker.at = { ...home };
  walker.templeSpace = 0;
  ctx.emit({ type: "hero-moved", player: seat, hero, from, to: { ...home }, through: [], cause });
}
var completeTemple = (draft, step, ctx) => {
  const offered = draft.quests.row.filter((id) => {
    const quest = ctx.env.index.quests.get(id);
    return quest?.kind === "treasure" && quest.temple === step.temple;
  });
  if (step.byDay && draft.day !== null) {
    for (const id of offered) if (!draft.day.treasureQuests.includes(id)) draft.day.treasureQuests.push(id);
    return;
  }
  if (offered.length === 1) takeQuest(draft, ctx, step.player, offered[0]);
  else if (offered.length > 1) draft.decision = { kind: "choose-quest", player: step.player, options: offered };
};
var advanceLegendary = (draft, step, ctx) => {
  const player = draft.players[step.player];
  const card4 = ctx.env.content.playerCards.find((c) => c.color === player?.color);
  if (player === void 0 || card4 === void 0) return;
  for (const item of Object.keys(card4.legendary)) {
    const progress = player.legendary[item] ?? 0;
    const pair = card4.legendary[item];
    if (pair === void 0 || progress >= pair.length || !step.temples.includes(pair[progress])) continue;
    player.legendary[item] = progress + 1;
    ctx.emit({ type: "legendary-advanced", player: step.player, item, progress: progress + 1 });
    if (progress + 1 === pair.length) draft.queue.unshift({ kind: "gain-item", player: step.player, item });
  }
};

// src/rules/temples/advance-temples.ts
function advanceable(state, env, d) {
  const heroes = state.players[d.player]?.heroes ?? [];
  return heroes.flatMap((_, h) => {
    const space = nextSpace(state, env, d.player, h);
    return space !== null && d[space.symbol] >= space.count ? [h] : [];
  });
}
function advanceHero(draft, ctx, seat, hero) {
  const walker = draft.players[seat]?.heroes[hero];
  const found = templeOfHero(draft, ctx.env, seat, hero);
  if (walker === void 0 || found === null || walker.templeSpace >= found.track.length) return;
  walker.templeSpace += 1;
  ctx.emit({ type: "temple-advanced", player: seat, hero, space: walker.templeSpace });
  if (walker.templeSpace === found.track.length && draft.phase === "day") completeTempleByDay(draft, ctx, seat, hero);
}
function offerTempleAdvances(draft, ctx, pool) {
  if (advanceable(draft, ctx.env, pool).length > 0) draft.decision = { kind: "advance-temples", ...pool };
}
var advanceTemples = {
  actionKeys: { "advance-hero": ["hero"], finish: [] },
  candidates: (state, decision, ctx) => [
    ...advanceable(state, ctx.env, decision).map((hero) => ({ type: "advance-hero", player: decision.player, hero })),
    { type: "finish", player: decision.player }
  ],
  check: (state, decision, action2, ctx) => {
    if (action2.type === "finish") return null;
    const hero = action2.hero;
    if (typeof hero !== "number" || !Number.isInteger(hero)) return { code: "MALFORMED_ACTION", message: "advance-hero needs `hero`, a hero index." };
    if (nextSpace(state, ctx.env, decision.player, hero) === null) return { code: "NOT_IN_TEMPLE", message: `Hero ${hero} is not on a temple track with a space ahead.` };
    if (!advanceable(state, ctx.env, decision).includes(hero)) return { code: "NOT_ENOUGH_SYMBOLS", message: `The symbols left cannot pay hero ${hero}'s next space.` };
    return null;
  },
  apply: (draft, decision, action2, ctx) => {
    if (action2.type === "finish") return;
    const hero = action2.hero;
    const space = nextSpace(draft, ctx.env, decision.player, hero);
    if (space === null) return;
    const pool = { ...decision, [space.symbol]: decision[space.symbol] - space.count };
    advanceHero(draft, ctx, decision.player, hero);
    const { kind: _kind, ...rest } = pool;
    offerTempleAdvances(draft, ctx, rest);
  }
};
var grottoRollTemples = (draft, step, ctx) => {
  const symbols = draft.lastRoll?.symbols ?? [];
  offerTempleAdvances(draft, ctx, {
    player: step.player,
    torch: symbols.filter((s) => s === "torch").length,
    scroll: symbols.filter((s) => s === "scroll").length,
    reason: draft.lastRoll?.purpose ?? "roll"
  });
};

// src/rules/grottos/effect-helpers.ts
function simpleEffect(apply) {
  return {
    candidates: (_state, decision) => [{ type: "use-grotto", player: decision.player }],
    check: (_state, _decision, action2) => noParams(action2),
    apply: (draft, decision, _action, ctx) => apply(draft, decision.player, ctx, decision.effect)
  };
}
function targetedEffect(eligible, apply, notEligible) {
  return {
    candidates: (state, decision, ctx) => eligible(state, decision.player, ctx.env).map((target) => ({ type: "use-grotto", player: decision.player, target })),
    check: (state, decision, action2, ctx) => {
      const target = readTarget(state, decision, action2, false);
      if (typeof target !== "number") return target;
      if (eligible(state, decision.player, ctx.env).includes(target)) return null;
      return typeof notEligible === "string" ? { code: "GROTTO_TARGET", message: notEligible } : notEligible(state, decision.player, target);
    },
    apply: (draft, decision, action2, ctx) => apply(draft, decision.player, action2.target, ctx, decision.effect)
  };
}
function heroesAttackingGoblins(state, seat) {
  const heroes = state.players[seat]?.heroes ?? [];
  return heroes.flatMap((hero, h) => state.goblins.portals.some((p) => p.goblin !== null && sameRegion(p.at, hero.at)) ? [h] : []);
}
function heroesOnTempleTracks(state, seat, env) {
  const heroes = state.players[seat]?.heroes ?? [];
  return heroes.flatMap((_, h) => nextSpace(state, env, seat, h) !== null ? [h] : []);
}

// src/modules/gloomfall/gloom-grottos.ts
var TEMPLE_2_COST = 2;
function rollThen(draft, seat, purpose, then) {
  draft.queue.unshift({ kind: "roll-dice", player: seat, purpose }, then);
}
function treasureTemples(state, env) {
  const temples = [];
  for (const id of state.quests.row) {
    const quest = env.index.quests.get(id);
    if (quest?.kind === "treasure" && !temples.includes(quest.temple)) temples.push(quest.temple);
  }
  const out = [];
  for (const temple2 of temples) {
    for (const ref of allRegions(state.map.cells)) {
      const region = regionAt(state.map.cells, ref, env);
      if (region.kind === "temple" && region.temple === temple2) out.push(ref);
    }
  }
  return out;
}
var moveToTreasureTemple = {
  candidates: (state, decision, ctx) => {
    const out = [];
    const destinations = treasureTemples(state, ctx.env);
    state.players[decision.player]?.heroes.forEach((hero, target) => {
      if (target === decision.hero) return;
      for (const to of destinations) {
        if (!sameRegion(hero.at, to) && occupancyRejection(state, ctx.env, decision.player, target, to) === null) {
          out.push({ type: "use-grotto", player: decision.player, target, to });
        }
      }
    });
    return out;
  },
  check: (state, decision, action2, ctx) => {
    const target = readTarget(state, decision, action2, true);
    if (typeof target !== "number") return target;
    if (target === decision.hero) return { code: "GROTTO_TARGET", message: "This grotto moves one of your OTHER heroes." };
    const to = action2.to;
    if (!isRegionRef(to)) return { code: "MALFORMED_ACTION", message: "This grotto effect needs `to`, a region { cell, side }." };
    if (!treasureTemples(state, ctx.env).some((t) => sameRegion(t, to))) {
      return { code: "NOT_TREASURE_TEMPLE", message: "The destination must be the temple of a Treasure quest in the quest row." };
    }
    const at2 = state.players[decision.player]?.heroes[target]?.at;
    if (at2 !== void 0 && sameRegion(at2, to)) return { code: "ALREADY_THERE", message: "That hero already stands in this temple." };
    return occupancyRejection(state, ctx.env, decision.player, target, to);
  },
  apply: (draft, decision, action2, ctx) => {
    const target = action2.target;
    const to = action2.to;
    moveHeroByEffect(draft, ctx, decision.player, target, { cell: to.cell, through: [] }, to, decision.effect);
  }
};
var gloomGrottoEffects = {
  "gloom-foot-move-other-heroes": footMoveOtherHeroes,
  "gloom-power-then-roll": simpleEffect((draft, seat, ctx, effect2) => {
    gainStat(draft, ctx, seat, "power", 1, effect2);
    rollThen(draft, seat, effect2, { kind: "gloomfall/roll-gain-power", player: seat });
  }),
  "gloom-move-to-treasure-temple": moveToTreasureTemple,
  "gloom-roll-for-magic": simpleEffect((draft, seat, _ctx, effect2) => {
    rollThen(draft, seat, effect2, { kind: "gloomfall/roll-for-magic", player: seat });
  }),
  "gloom-health-per-hero-inland": simpleEffect((draft, seat, ctx, effect2) => {
    const inland = (draft.players[seat]?.heroes ?? []).filter((hero) => draft.map.cells[hero.at.cell]?.coastIndex === null).length;
    gainStat(draft, ctx, seat, "health", 2 * inland, effect2);
  }),
  "gloom-roll-for-attack": targetedEffect(
    (state, seat) => heroesAttackingGoblins(state, seat),
    (draft, seat, hero, _ctx, effect2) => rollThen(draft, seat, effect2, { kind: "gloomfall/roll-for-attack", player: seat, hero }),
    () => ({ code: "GROTTO_TARGET", message: "That hero is not attacking a goblin." })
  ),
  "gloom-spend-power-temple-2": targetedEffect(
    (state, seat, env) => (state.players[seat]?.power ?? 0) >= TEMPLE_2_COST ? heroesOnTempleTracks(state, seat, env) : [],
    (draft, seat, hero, ctx, effect2) => {
      const player = draft.players[seat];
      if (player === void 0) return;
      player.power -= TEMPLE_2_COST;
      ctx.emit({ type: "power-spent", player: seat, amount: TEMPLE_2_COST, reason: effect2 });
      advanceHero(draft, ctx, seat, hero);
      advanceHero(draft, ctx, seat, hero);
    },
    (state, seat) => (state.players[seat]?.power ?? 0) < TEMPLE_2_COST ? { code: "NOT_ENOUGH_POWER", message: `This grotto costs ${TEMPLE_2_COST} Power.` } : { code: "GROTTO_TARGET", message: "That hero is not on a temple track with a space ahead." }
  )
};

// src/rules/dice/roll-dice.ts
function rollDice(ctx) {
  const { count, faces } = ctx.env.content.dice;
  return Array.from({ length: count }, () => faces[ctx.randomInt(faces.length)]);
}
function countSymbol(symbols, symbol) {
  return symbols.filter((s) => s === symbol).length;
}

// src/rules/goblins/damage-goblin.ts
function damageGoblin(draft, ctx, seat, portal, amount) {
  const target = draft.goblins.portals[portal];
  const player = draft.players[seat];
  if (target?.goblin == null || player === void 0 || amount <= 0) return;
  const dealt = Math.min(GOBLIN_HEALTH, target.goblin.damage + amount) - target.goblin.damage;
  target.goblin.damage += dealt;
  target.goblin.dealtBy[seat] = (target.goblin.dealtBy[seat] ?? 0) + dealt;
  ctx.emit({ type: "goblin-damaged", cell: target.at.cell, damage: target.goblin.damage, player: seat });
  if (target.goblin.damage >= GOBLIN_HEALTH) {
    target.goblin = null;
    player.goblinsDefeated += 1;
    ctx.emit({ type: "goblin-defeated", cell: target.at.cell, player: seat });
    ctx.env.hooks.onGoblinDefeated(draft, ctx, seat, portal);
  }
}
function damageGoblinAttackedBy(draft, ctx, seat, hero, amount) {
  const at2 = draft.players[seat]?.heroes[hero]?.at;
  if (at2 === void 0) return;
  const portal = draft.goblins.portals.findIndex((p) => p.goblin !== null && p.at.cell === at2.cell && p.at.side === at2.side);
  if (portal >= 0) damageGoblin(draft, ctx, seat, portal, amount);
}

// src/modules/gloomfall/roll-steps.ts
var MAGIC_PER_SYMBOL = 2;
var rollGainPowerStep = (draft, step, ctx) => {
  const symbols = draft.lastRoll?.symbols ?? [];
  gainStat(draft, ctx, step.player, "power", countSymbol(symbols, "gain-power"), draft.lastRoll?.purpose ?? "gloom-power-then-roll");
};
var rollForMagicStep = (draft, _step, ctx) => {
  const symbols = draft.lastRoll?.symbols ?? [];
  advanceMagic(draft, ctx, MAGIC_PER_SYMBOL * countSymbol(symbols, "conjure-magic"), draft.lastRoll?.purpose ?? "gloom-roll-for-magic");
};
var rollForAttackStep = (draft, step, ctx) => {
  const symbols = draft.lastRoll?.symbols ?? [];
  damageGoblinAttackedBy(draft, ctx, step.player, step.hero, countSymbol(symbols, "attack-goblin"));
};

// src/modules/gloomfall/index.ts
var asModuleStep = (handler) => handler;
var gloomfall = {
  id: "gloomfall",
  extend: (base) => ({
    ...base,
    hooks: {
      ...base.hooks,
      mapFace: "gloom",
      newGoblinStance: "aggressive",
      grottoEffects: { ...base.hooks.grottoEffects, ...gloomGrottoEffects }
    },
    steps: {
      ...base.steps,
      "gloomfall/roll-gain-power": asModuleStep(rollGainPowerStep),
      "gloomfall/roll-for-magic": asModuleStep(rollForMagicStep),
      "gloomfall/roll-for-attack": asModuleStep(rollForAttackStep)
    },
    decisions: { ...base.decisions, "gloomfall/foot-move": gloomfallFootMove }
  })
};

// src/modules/golden-mushrooms/state.ts
var GOLDEN_MUSHROOMS = "golden-mushrooms";
function mushroomsOf(state) {
  const slice = state.moduleState[GOLDEN_MUSHROOMS];
  return slice?.mushrooms ?? [];
}
function draftMushrooms(draft) {
  const slice = draft.moduleState[GOLDEN_MUSHROOMS];
  if (slice === void 0) throw new RangeError("The Golden Mushrooms state is missing.");
  return slice.mushrooms;
}
function putMushroom(draft, index, place2) {
  const mushroom = draftMushrooms(draft)[index];
  if (mushroom === void 0) throw new RangeError(`No mushroom ${index}.`);
  mushroom.place = place2;
  mushroom.upright = place2.where !== "portal" && place2.where !== "supply";
}
function escortedBy(state, seat, hero) {
  return mushroomsOf(state).findIndex((m) => m.place.where === "hero" && m.place.seat === seat && m.place.hero === hero);
}
function inCastle(state, seat) {
  return indexesWhere(state, (p) => p.where === "castle" && p.seat === seat);
}
function abandonedIn(state, region) {
  return indexesWhere(state, (p) => p.where === "region" && sameRegion(p.region, region));
}
function capturedAt(state, portal) {
  return mushroomsOf(state).findIndex((m) => m.place.where === "portal" && sameRegion(m.place.region, portal));
}
function inSupply(state) {
  return indexesWhere(state, (p) => p.where === "supply");
}
function indexesWhere(state, pred) {
  const out = [];
  mushroomsOf(state).forEach((m, i) => {
    if (pred(m.place)) out.push(i);
  });
  return out;
}
function castleOwner(state, env, region) {
  const def = regionAt(state.map.cells, region, env);
  if (def.kind !== "castle") return null;
  return state.players.find((p) => p.color === def.color)?.seat ?? null;
}
function leaveMushroom(draft, env, index, region) {
  const owner = castleOwner(draft, env, region);
  putMushroom(draft, index, owner === null ? { where: "region", region: { cell: region.cell, side: region.side } } : { where: "castle", seat: owner });
}
function homeOf(state, env, seat) {
  const player = state.players[seat];
  if (player === void 0) throw new RangeError(`No player at seat ${seat}.`);
  return castleOf(state.map.cells, player.color, env);
}

// src/modules/golden-mushrooms/check-state.ts
var PATH = `moduleState.${GOLDEN_MUSHROOMS}`;
function isRegion(state, value) {
  const ref = value;
  return typeof ref === "object" && ref !== null && Number.isInteger(ref.cell) && (ref.side === "left" || ref.side === "right") && ref.cell >= 0 && ref.cell < state.map.cells.length;
}
function checkMushroomState(state, env) {
  const issues = [];
  const slice = state.moduleState[GOLDEN_MUSHROOMS];
  const mushrooms = slice?.mushrooms;
  if (!Array.isArray(mushrooms)) return [{ path: `${PATH}.mushrooms`, message: "expected the list of mushrooms" }];
  const count = env.content.goldenMushrooms.mushroomCount;
  if (mushrooms.length !== count) issues.push({ path: `${PATH}.mushrooms`, message: `expected ${count} mushrooms, found ${mushrooms.length}` });
  const escorts = [];
  mushrooms.forEach((m, i) => {
    const path = `${PATH}.mushrooms[${i}]`;
    const { place: place2, upright } = m ?? {};
    const where = place2?.["where"];
    const bad = (message) => void issues.push({ path, message });
    if (typeof upright !== "boolean") return bad("`upright` must be true or false");
    switch (where) {
      case "portal":
        if (!isRegion(state, place2?.["region"]) || regionAt(state.map.cells, place2["region"], env).kind !== "portal") bad("captured at a region that is not a portal");
        if (upright) bad("a captured mushroom lies down");
        break;
      case "castle":
        if (state.players[place2?.["seat"]] === void 0) bad("in the castle of a seat that does not play");
        if (!upright) bad("a rescued mushroom stands upright");
        break;
      case "hero": {
        const key2 = `${String(place2?.["seat"])}/${String(place2?.["hero"])}`;
        if (state.players[place2?.["seat"]]?.heroes[place2?.["hero"]] === void 0) bad("escorted by a hero that does not exist");
        if (escorts.includes(key2)) bad(`hero ${key2} escorts a second mushroom`);
        escorts.push(key2);
        if (!upright) bad("an escorted mushroom stands upright");
        break;
      }
      case "region":
        if (!isRegion(state, place2?.["region"])) bad("abandoned in a region that does not exist");
        if (!upright) bad("an abandoned mushroom stands upright");
        break;
      case "supply":
        if (upright) bad("a mushroom in the supply lies down");
        break;
      default:
        bad(`unknown place ${JSON.stringify(where)}`);
    }
  });
  return issues;
}

// src/modules/golden-mushrooms/golden-grottos.ts
function targeted(eligible, apply, notEligible) {
  return {
    candidates: (state, d, ctx) => eligible(state, d.player, ctx).map((target) => ({ type: "golden-mushrooms/use-golden-grotto", player: d.player, target })),
    check: (state, d, action2, ctx) => {
      const target = action2.target;
      if (typeof target !== "number" || !Number.isInteger(target)) {
        return { code: "MALFORMED_ACTION", message: "This Golden Grotto action needs `target`, the index of one of your heroes." };
      }
      return eligible(state, d.player, ctx).includes(target) ? null : { code: "GROTTO_TARGET", message: notEligible };
    },
    apply: (draft, d, action2, ctx) => apply(draft, d.player, action2.target, ctx)
  };
}
var GOLDEN_LEAP = 2;
var GOLDEN_STRIKE = 2;
var GOLDEN_SURGE = 2;
var goldenActions = {
  "golden-temple-leap": targeted(
    (state, seat, ctx) => heroesOnTempleTracks(state, seat, ctx.env),
    (draft, seat, target, ctx) => {
      for (let i = 0; i < GOLDEN_LEAP; i++) {
        if (nextSpace(draft, ctx.env, seat, target) === null) break;
        advanceHero(draft, ctx, seat, target);
      }
    },
    "That hero is not on a temple track with a space ahead."
  ),
  "golden-goblin-strike": targeted(
    (state, seat) => heroesAttackingGoblins(state, seat),
    (draft, seat, target, ctx) => damageGoblinAttackedBy(draft, ctx, seat, target, GOLDEN_STRIKE),
    "That hero is not attacking a goblin."
  ),
  "golden-magic-surge": {
    candidates: (_state, d) => [{ type: "golden-mushrooms/use-golden-grotto", player: d.player }],
    check: (_state, _d, action2) => action2.target === void 0 ? null : { code: "MALFORMED_ACTION", message: "This Golden Grotto action takes no `target`." },
    apply: (draft, d, _action, ctx) => {
      advanceMagic(draft, ctx, GOLDEN_SURGE, "golden-magic-surge");
      gainStat(draft, ctx, d.player, "power", GOLDEN_SURGE, "golden-magic-surge");
    }
  }
};
var asActions = (actions) => actions;
var goldenArrival = (draft, ctx, seat, hero) => {
  const at2 = draft.players[seat]?.heroes[hero]?.at;
  if (at2 === void 0 || escortedBy(draft, seat, hero) < 0) return;
  const region = regionAt(draft.map.cells, at2, ctx.env);
  if (region.kind !== "golden-grotto") return;
  const handler = goldenActions[region.action];
  if (handler === void 0) return;
  const decision = { kind: "golden-mushrooms/use-golden-grotto", player: seat, hero, action: region.action };
  const usable = handler.candidates(draft, decision, ctx).some((use) => handler.check(draft, decision, use, ctx) === null);
  if (usable) draft.decision = decision;
};
var useGoldenGrotto = {
  actionKeys: { "golden-mushrooms/use-golden-grotto": ["target"], "golden-mushrooms/skip-golden-grotto": [] },
  candidates: (state, decision, ctx) => asActions([
    ...goldenActions[decision.action]?.candidates(state, decision, ctx) ?? [],
    { type: "golden-mushrooms/skip-golden-grotto", player: decision.player }
  ]),
  check: (state, decision, action2, ctx) => {
    if (action2.type === "golden-mushrooms/skip-golden-grotto") return null;
    const handler = goldenActions[decision.action];
    if (handler === void 0) return { code: "UNKNOWN_EFFECT", message: `No rule is defined for Golden Grotto action "${decision.action}".` };
    return handler.check(state, decision, action2, ctx);
  },
  apply: (draft, decision, action2, ctx) => {
    if (action2.type === "golden-mushrooms/skip-golden-grotto") return;
    const escort = escortedBy(draft, decision.player, decision.hero);
    if (escort >= 0) putMushroom(draft, escort, { where: "supply" });
    goldenActions[decision.action]?.apply(draft, decision, action2, ctx);
  }
};

// src/modules/golden-mushrooms/move.ts
var MUSHROOM_CHOICES = ["carry", "steal", "abandon", "pick-up"];
function stealOdds(state, castle, thief, owner) {
  const here = heroesIn(state, castle);
  return { thieves: here.filter(([s]) => s === thief).length, guards: here.filter(([s]) => s === owner).length };
}
function heroMayChoose(state, env, seat, hero, choice) {
  const at2 = state.players[seat]?.heroes[hero]?.at;
  if (at2 === void 0) return { code: "UNKNOWN_HERO", message: `Player ${seat} has no hero ${hero}.` };
  const escorting = escortedBy(state, seat, hero) >= 0;
  if (choice === "abandon") {
    return escorting ? null : { code: "NO_MUSHROOM", message: "This hero escorts no mushroom to abandon." };
  }
  if (escorting) return { code: "MUSHROOM_ESCORTED", message: "A hero escorts only one mushroom at a time, and this one already escorts one." };
  if (choice === "carry") {
    if (!sameRegion(at2, homeOf(state, env, seat))) return { code: "NOT_IN_OWN_CASTLE", message: "Only a hero leaving its own castle can carry a mushroom from it." };
    if (inCastle(state, seat).length === 0) return { code: "NO_MUSHROOM", message: "There is no mushroom in your castle." };
    return null;
  }
  if (choice === "steal") {
    const owner = castleOwner(state, env, at2);
    if (owner === null || owner === seat) return { code: "NOT_IN_OPPONENT_CASTLE", message: "Only a hero leaving another player's castle can steal a mushroom." };
    if (inCastle(state, owner).length === 0) return { code: "NO_MUSHROOM", message: "That castle holds no mushroom." };
    const { thieves, guards } = stealOdds(state, at2, seat, owner);
    if (thieves <= guards) {
      return { code: "TOO_FEW_THIEVES", message: `Stealing needs more of your heroes in that castle than its owner's (${thieves} against ${guards}).` };
    }
    return null;
  }
  return null;
}
function mushroomRejection(state, env, seat, action2) {
  const choice = action2.mushroom;
  if (!MUSHROOM_CHOICES.includes(choice)) {
    return { code: "MALFORMED_ACTION", message: `\`mushroom\` must be one of ${MUSHROOM_CHOICES.map((c) => `"${c}"`).join(", ")}.` };
  }
  const why = heroMayChoose(state, env, seat, action2.hero, choice);
  if (why !== null) return why;
  const intoTemple = regionAt(state.map.cells, action2.to, env).kind === "temple";
  if (choice === "pick-up") {
    return abandonedIn(state, action2.to).length > 0 ? null : { code: "NO_MUSHROOM", message: "No mushroom is abandoned in that region." };
  }
  if (intoTemple) {
    return choice === "abandon" ? { code: "MUSHROOM_TEMPLE", message: "A mushroom never follows its hero into a temple: it is left behind without asking (move without `mushroom`)." } : { code: "MUSHROOM_TEMPLE", message: "A mushroom never follows its hero into a temple, so it cannot be taken along." };
  }
  return null;
}
var plainMove = (action2) => {
  const { mushroom: _omit, ...rest } = action2;
  return rest;
};
function withMushroomChoices(base) {
  return {
    actionKeys: { ...base.actionKeys, move: [...base.actionKeys["move"] ?? [], "mushroom"] },
    candidates: (state, decision, ctx) => {
      const out = [];
      for (const action2 of base.candidates(state, decision, ctx)) {
        out.push(action2);
        if (action2.type !== "move") continue;
        for (const choice of MUSHROOM_CHOICES) {
          if (heroMayChoose(state, ctx.env, decision.player, action2.hero, choice) !== null) continue;
          if (choice === "pick-up" && abandonedIn(state, action2.to).length === 0) continue;
          out.push({ ...action2, mushroom: choice });
        }
      }
      return out;
    },
    check: (state, decision, action2, ctx) => {
      const mushroom = action2.mushroom;
      if (action2.type !== "move" || mushroom === void 0) return base.check(state, decision, action2, ctx);
      const move = action2;
      return base.check(state, decision, plainMove(move), ctx) ?? mushroomRejection(state, ctx.env, decision.player, move);
    },
    apply: (draft, decision, action2, ctx) => {
      const mushroom = action2.mushroom;
      if (action2.type !== "move" || mushroom === void 0) {
        base.apply(draft, decision, action2, ctx);
        return;
      }
      const move = action2;
      setOff(draft, ctx, decision.player, move.hero, mushroom);
      base.apply(draft, decision, plainMove(move), ctx);
      if (mushroom === "pick-up") {
        const found = abandonedIn(draft, move.to)[0];
        if (found !== void 0) putMushroom(draft, found, { where: "hero", seat: decision.player, hero: move.hero });
      }
    }
  };
}
function setOff(draft, ctx, seat, hero, choice) {
  const at2 = draft.players[seat]?.heroes[hero]?.at;
  if (at2 === void 0) return;
  const escort = { where: "hero", seat, hero };
  if (choice === "carry") {
    const found = inCastle(draft, seat)[0];
    if (found !== void 0) putMushroom(draft, found, escort);
  } else if (choice === "steal") {
    const owner = castleOwner(draft, ctx.env, at2);
    const found = owner === null ? void 0 : inCastle(draft, owner)[0];
    if (found !== void 0) putMushroom(draft, found, escort);
  } else if (choice === "abandon") {
    const found = escortedBy(draft, seat, hero);
    if (found >= 0) leaveMushroom(draft, ctx.env, found, { cell: at2.cell, side: at2.side });
  }
}

// src/modules/golden-mushrooms/placement.ts
function mushroomPlacer(state) {
  const n = state.players.length;
  const key2 = (seat) => {
    const p = state.players[seat];
    return [p?.goblinsDefeated ?? 0, p?.spellLevel ?? 0, p?.completedQuests.length ?? 0, (seat - state.firstPlayer + n) % n];
  };
  let best = 0;
  for (let seat = 1; seat < n; seat++) {
    const a = key2(seat);
    const b = key2(best);
    const i = a.findIndex((v, k) => v !== b[k]);
    if (i >= 0 && a[i] < b[i]) best = seat;
  }
  return best;
}
function freePortals(state) {
  return state.goblins.portals.filter((p) => capturedAt(state, p.at) < 0).map((p) => p.at);
}
function refillWithMushrooms(base) {
  return (draft, step, ctx) => {
    const goblins = () => draft.goblins.portals.filter((p) => p.goblin !== null).length;
    const before = goblins();
    base(draft, step, ctx);
    if (goblins() > before && inSupply(draft).length > 0) draft.queue.unshift({ kind: "golden-mushrooms/place-mushrooms" });
  };
}
var placeMushrooms = (draft) => {
  const supply = inSupply(draft);
  if (supply.length === 0) return;
  const free = freePortals(draft);
  if (free.length > supply.length) {
    const decision = { kind: "golden-mushrooms/place-mushroom", player: mushroomPlacer(draft) };
    draft.decision = decision;
    return;
  }
  supply.forEach((index, i) => {
    const at2 = free[i];
    if (at2 !== void 0) putMushroom(draft, index, { where: "portal", region: { cell: at2.cell, side: at2.side } });
  });
};
var placeMushroom = {
  actionKeys: { "golden-mushrooms/place-mushroom": ["cell"] },
  candidates: (state, decision) => freePortals(state).map((at2) => ({ type: "golden-mushrooms/place-mushroom", player: decision.player, cell: at2.cell })),
  check: (state, _decision, action2) => {
    const cell = action2.cell;
    if (typeof cell !== "number" || !Number.isInteger(cell)) return { code: "MALFORMED_ACTION", message: "place-mushroom needs `cell`, the map cell of a portal." };
    const portal = state.goblins.portals.find((p) => p.at.cell === cell);
    if (portal === void 0) return { code: "NOT_A_PORTAL", message: `Map cell ${cell} has no goblin portal.` };
    if (capturedAt(state, portal.at) >= 0) return { code: "PORTAL_HAS_MUSHROOM", message: "That portal already has a mushroom." };
    return null;
  },
  apply: (draft, _decision, action2) => {
    const cell = action2.cell;
    const portal = draft.goblins.portals.find((p) => p.at.cell === cell);
    const index = inSupply(draft)[0];
    if (portal === void 0 || index === void 0) return;
    putMushroom(draft, index, { where: "portal", region: { cell: portal.at.cell, side: portal.at.side } });
    draft.queue.unshift({ kind: "golden-mushrooms/place-mushrooms" });
  }
};

// src/modules/golden-mushrooms/scoring.ts
var MUSHROOM_POINTS = 2;
var mushroomScore = {
  id: "mushrooms",
  count: (state, seat) => inCastle(state, seat).length,
  points: (n) => n * MUSHROOM_POINTS
};

// src/modules/golden-mushrooms/setup.ts
function isReplacedCard(content, card4) {
  return SIDES.some((side) => {
    const region = card4.bright[side];
    return region.kind === "grotto" && content.goldenMushrooms.replacesGrottoEffects.includes(region.effect);
  });
}
var withGoldenGrottos = (previous) => (content) => [...previous(content).filter((card4) => !isReplacedCard(content, card4)), ...content.goldenMushrooms.mapCards];
var setupMushrooms = (draft, _step, ctx) => {
  const mushrooms = [];
  for (let i = 0; i < ctx.env.content.goldenMushrooms.mushroomCount; i++) {
    const portal = draft.goblins.portals[i];
    mushrooms.push(
      portal === void 0 ? { place: { where: "supply" }, upright: false } : { place: { where: "portal", region: { cell: portal.at.cell, side: portal.at.side } }, upright: false }
    );
  }
  draft.moduleState[GOLDEN_MUSHROOMS] = { mushrooms };
};

// src/modules/golden-mushrooms/travel.ts
function hasGrotto(state, env, cell) {
  return SIDES.some((side) => {
    const kind = regionAt(state.map.cells, { cell, side }, env).kind;
    return kind === "grotto" || kind === "golden-grotto";
  });
}
var mushroomFollows = (previous) => (draft, ctx, seat, hero, from, through) => {
  previous(draft, ctx, seat, hero, from, through);
  const escort = escortedBy(draft, seat, hero);
  const at2 = draft.players[seat]?.heroes[hero]?.at;
  if (escort < 0 || at2 === void 0) return;
  if (regionAt(draft.map.cells, at2, ctx.env).kind === "temple") {
    leaveMushroom(draft, ctx.env, escort, from);
    return;
  }
  if (hasGrotto(draft, ctx.env, at2.cell)) {
    const passed = through.filter((cell) => hasGrotto(draft, ctx.env, cell)).length;
    if (passed > 0) gainStat(draft, ctx, seat, "power", passed, "golden-mushrooms/grottos-passed");
  }
  if (castleOwner(draft, ctx.env, at2) === seat) putMushroom(draft, escort, { where: "castle", seat });
};
var rescueMushroom = (previous) => (draft, ctx, seat, portal) => {
  previous(draft, ctx, seat, portal);
  const at2 = draft.goblins.portals[portal]?.at;
  if (at2 === void 0) return;
  const captured = capturedAt(draft, at2);
  if (captured >= 0) putMushroom(draft, captured, { where: "castle", seat });
};
var dropOnReturn = (previous) => (draft, ctx, seat, hero, cause) => {
  previous(draft, ctx, seat, hero, cause);
  const escort = escortedBy(draft, seat, hero);
  const at2 = draft.players[seat]?.heroes[hero]?.at;
  if (escort >= 0 && at2 !== void 0) leaveMushroom(draft, ctx.env, escort, { cell: at2.cell, side: at2.side });
};

// src/modules/golden-mushrooms/index.ts
var asModuleStep2 = (handler) => handler;
var asModuleDecision = (handler) => handler;
function withMushroomSetup(steps) {
  const setup = { kind: "golden-mushrooms/setup" };
  const at2 = steps.findIndex((s) => s.kind === "begin-round");
  return at2 < 0 ? [...steps, setup] : [...steps.slice(0, at2), setup, ...steps.slice(at2)];
}
var goldenMushrooms = {
  id: "golden-mushrooms",
  extend: (base) => ({
    ...base,
    hooks: {
      ...base.hooks,
      setupSteps: withMushroomSetup(base.hooks.setupSteps),
      regularMapCards: withGoldenGrottos(base.hooks.regularMapCards),
      scoreSources: [...base.hooks.scoreSources, mushroomScore],
      arrival: { ...base.hooks.arrival, "golden-grotto": goldenArrival },
      onHeroMoved: mushroomFollows(base.hooks.onHeroMoved),
      onGoblinDefeated: rescueMushroom(base.hooks.onGoblinDefeated),
      onReturnHome: dropOnReturn(base.hooks.onReturnHome),
      stateChecks: [...base.hooks.stateChecks, checkMushroomState]
    },
    steps: {
      ...base.steps,
      "refill-portals": refillWithMushrooms(base.steps["refill-portals"]),
      "golden-mushrooms/setup": asModuleStep2(setupMushrooms),
      "golden-mushrooms/place-mushrooms": asModuleStep2(placeMushrooms)
    },
    decisions: {
      ...base.decisions,
      "move-or-idle": withMushroomChoices(base.decisions["move-or-idle"]),
      "golden-mushrooms/use-golden-grotto": asModuleDecision(useGoldenGrotto),
      "golden-mushrooms/place-mushroom": asModuleDecision(placeMushroom)
    }
  })
};

// src/modules/solo/check-state.ts
var PATH2 = "moduleState.solo";
function checkSoloState(state, env) {
  const slice = state.moduleState["solo"];
  if (slice === void 0) return [];
  const cards = env.content.movementCards.map((c) => c.id);
  const issues = [];
  const list2 = (key2) => {
    const value = slice[key2];
    if (!Array.isArray(value) || value.some((id) => typeof id !== "string" || !cards.includes(id))) {
      issues.push({ path: `${PATH2}.${key2}`, message: "expected a list of movement card ids" });
      return [];
    }
    if (new Set(value).size !== value.length) issues.push({ path: `${PATH2}.${key2}`, message: "lists a card twice" });
    return value;
  };
  const dealt = list2("dealt");
  const offered = list2("offered");
  if (offered.length > 2) issues.push({ path: `${PATH2}.offered`, message: `at most 2 cards are offered, found ${offered.length}` });
  for (const id of offered) {
    if (!dealt.includes(id)) issues.push({ path: `${PATH2}.offered`, message: `"${id}" is offered but was not dealt` });
    if (state.movementCards.find((c) => c.id === id)?.used === true) issues.push({ path: `${PATH2}.offered`, message: `"${id}" is offered but already used` });
  }
  return issues;
}

// src/modules/solo/rule-action.ts
function asRuleAction(action2) {
  return action2;
}

// src/modules/solo/drafting.ts
var ID = "solo";
var DEAL_STEP = "solo/deal-movement-card";
function soloState(state) {
  return state.moduleState[ID] ?? { dealt: [], offered: [] };
}
function draftSlice(draft) {
  const slice = draft.moduleState[ID];
  if (slice !== void 0) return slice;
  const fresh = { dealt: [], offered: [] };
  draft.moduleState[ID] = fresh;
  return draft.moduleState[ID];
}
function undealtCards(state) {
  const dealt = soloState(state).dealt;
  return state.content.movementCards.map((card4) => card4.id).filter((id) => !dealt.includes(id));
}
function deal(draft, card4) {
  const slice = draftSlice(draft);
  slice.dealt.push(card4);
  slice.offered.push(card4);
}
var soloSetup = (draft) => {
  draft.moduleState[ID] = { dealt: [], offered: [] };
};
var dealMovementCard = (draft, _step, ctx) => {
  const undealt = undealtCards(draft);
  if (undealt.length === 0) return;
  if (undealt.length === 1) {
    deal(draft, undealt[0]);
    return;
  }
  if (draft.config.chance === "external") {
    draft.decision = { kind: DEAL_STEP, player: "chance" };
    return;
  }
  deal(draft, undealt[ctx.randomInt(undealt.length)]);
};
var dealChance = {
  actionKeys: { [DEAL_STEP]: ["card"] },
  candidates: (state) => undealtCards(state).map((card4) => asRuleAction({ type: DEAL_STEP, player: "chance", card: card4 })),
  check: (state, _decision, action2) => {
    const card4 = action2.card;
    if (typeof card4 !== "string") return { code: "MALFORMED_ACTION", message: `${DEAL_STEP} needs \`card\`, a movement card id.` };
    if (!state.content.movementCards.some((c) => c.id === card4)) return { code: "UNKNOWN_CARD", message: `There is no movement card "${card4}".` };
    if (!undealtCards(state).includes(card4)) return { code: "CARD_ALREADY_DEALT", message: `The ${card4} card was already dealt this Day.` };
    return null;
  },
  apply: (draft, _decision, action2) => {
    deal(draft, action2.card);
  }
};
var dealOutcomes = (state) => {
  const undealt = undealtCards(state);
  return undealt.map((card4) => ({ action: { type: DEAL_STEP, player: "chance", card: card4 }, probability: 1 / undealt.length }));
};
function offeredOnly(base) {
  return {
    ...base,
    check: (state, decision, action2, ctx) => {
      const rejection = base.check(state, decision, action2, ctx);
      if (rejection !== null) return rejection;
      const card4 = action2.card;
      const offered = soloState(state).offered;
      return offered.includes(card4) ? null : { code: "CARD_NOT_OFFERED", message: `The ${card4} card is not face up: choose one of the cards dealt (${offered.join(", ")}).` };
    }
  };
}
function dealingBeginDay(base) {
  return (draft, step, ctx) => {
    base(draft, step, ctx);
    draft.moduleState[ID] = { dealt: [], offered: [] };
    draft.queue.unshift({ kind: DEAL_STEP }, { kind: DEAL_STEP });
  };
}
function dealingEndDayTurn(base) {
  return (draft, step, ctx) => {
    const card4 = draft.day?.card ?? null;
    base(draft, step, ctx);
    const slice = draftSlice(draft);
    const i = card4 === null ? -1 : slice.offered.indexOf(card4);
    if (i >= 0) slice.offered.splice(i, 1);
    if (draft.day !== null) draft.queue.unshift({ kind: DEAL_STEP });
  };
}

// src/modules/solo/goals.ts
var SOLO_GOALS = {
  peasant: 40,
  page: 45,
  squire: 50,
  knight: 55,
  "hero-of-legend": 60
};
var goalVerdict = (state, total) => {
  const difficulty = state.config.difficulty ?? "peasant";
  const goal = SOLO_GOALS[difficulty];
  return { difficulty, goal, total, reached: total >= goal };
};

// src/rules/goblins/goblin-token.ts
function newGoblin(stance, players) {
  return { stance, damage: 0, dealtBy: new Array(players).fill(0) };
}
function healGoblin(goblin) {
  goblin.damage = 0;
  goblin.dealtBy.fill(0);
}

// src/modules/solo/goblins.ts
var SOLO_AGGRESSIVE_GOBLINS = 3;
var CHOOSE_GOBLINS = "solo/choose-aggressive-goblins";
function passiveGoblinCells(state) {
  return state.goblins.portals.filter((portal) => portal.goblin?.stance === "passive").map((portal) => portal.at.cell).sort((a, b) => a - b);
}
function combinations(items, k) {
  if (k === 0) return [[]];
  const out = [];
  items.forEach((first, i) => {
    for (const rest of combinations(items.slice(i + 1), k - 1)) out.push([first, ...rest]);
  });
  return out;
}
function chooseThreeGoblins(base) {
  return (draft, step, ctx) => {
    if (passiveGoblinCells(draft).length <= SOLO_AGGRESSIVE_GOBLINS) {
      base(draft, step, ctx);
      return;
    }
    for (const portal of draft.goblins.portals) if (portal.goblin !== null) healGoblin(portal.goblin);
    draft.decision = { kind: CHOOSE_GOBLINS, player: draft.firstPlayer, count: SOLO_AGGRESSIVE_GOBLINS };
  };
}
function checkChoice(state, decision, action2) {
  const cells = action2.cells;
  if (!Array.isArray(cells) || cells.some((c) => typeof c !== "number" || !Number.isInteger(c))) {
    return { code: "MALFORMED_ACTION", message: `${CHOOSE_GOBLINS} needs \`cells\`: the portal cells of the goblins that turn aggressive.` };
  }
  if (cells.length !== decision.count) {
    return { code: "GOBLIN_COUNT", message: `Choose exactly ${decision.count} goblins to turn aggressive; got ${cells.length}.` };
  }
  if (new Set(cells).size !== cells.length) return { code: "GOBLIN_DUPLICATE", message: "A goblin is listed twice." };
  const passive = passiveGoblinCells(state);
  const wrong = cells.find((c) => !passive.includes(c));
  if (wrong !== void 0) return { code: "GOBLIN_NOT_PASSIVE", message: `Map cell ${wrong} has no passive goblin on a portal.` };
  if (cells.some((c, i) => i > 0 && c < cells[i - 1])) {
    return { code: "GOBLIN_ORDER", message: "List the cells in ascending order." };
  }
  return null;
}
var chooseAggressiveGoblins = {
  actionKeys: { [CHOOSE_GOBLINS]: ["cells"] },
  candidates: (state, decision) => combinations(passiveGoblinCells(state), decision.count).map((cells) => asRuleAction({ type: CHOOSE_GOBLINS, player: decision.player, cells })),
  check: (state, decision, action2) => checkChoice(state, decision, action2),
  apply: (draft, _decision, action2, ctx) => {
    for (const cell of action2.cells) {
      const portal = draft.goblins.portals.find((p) => p.at.cell === cell && p.goblin?.stance === "passive");
      if (portal?.goblin == null) continue;
      portal.goblin.stance = "aggressive";
      ctx.emit({ type: "goblin-flipped", cell, stance: "aggressive", cause: "resolution" });
    }
  }
};

// src/modules/solo/index.ts
function soloSetupSteps(steps) {
  return steps.flatMap((step) => {
    if (step.kind === "setup-first-player") return [];
    if (step.kind === "begin-round") return [{ kind: "solo/setup" }, step];
    return [step];
  });
}
var solo = {
  id: "solo",
  extend: (base) => ({
    ...base,
    hooks: {
      ...base.hooks,
      setupSteps: soloSetupSteps(base.hooks.setupSteps),
      magicTrack: (content) => content.magicTracks.solo,
      resolutionSteps: base.hooks.resolutionSteps.filter((step) => step.kind !== "pass-first-player"),
      discardQuestAtResolution: () => true,
      usesFirstPlayerToken: false,
      chanceOutcomes: { ...base.hooks.chanceOutcomes, [DEAL_STEP]: dealOutcomes },
      goalVerdict,
      stateChecks: [...base.hooks.stateChecks, checkSoloState]
    },
    steps: {
      ...base.steps,
      "solo/setup": soloSetup,
      [DEAL_STEP]: dealMovementCard,
      "begin-day": dealingBeginDay(base.steps["begin-day"]),
      "end-day-turn": dealingEndDayTurn(base.steps["end-day-turn"]),
      "flip-goblins": chooseThreeGoblins(base.steps["flip-goblins"])
    },
    decisions: {
      ...base.decisions,
      "choose-movement-card": offeredOnly(base.decisions["choose-movement-card"]),
      [DEAL_STEP]: dealChance,
      [CHOOSE_GOBLINS]: chooseAggressiveGoblins
    }
  })
};

// src/modules/registry.ts
var MODULE_ORDER = ["solo", "gloomfall", "golden-mushrooms"];
var OPTIONAL_MODULE_IDS = ["gloomfall", "golden-mushrooms"];
var availableModules = {
  solo,
  gloomfall,
  "golden-mushrooms": goldenMushrooms
};

// src/rules/day/begin-day.ts
var beginDay = (draft) => {
  draft.phase = "day";
  draft.day = { turn: 0, leader: draft.firstPlayer, card: null, moved: null, questTaken: false, treasureQuests: [] };
  draft.queue.unshift({ kind: "begin-day-turn" });
};
var beginDayTurn = (draft, _step, ctx) => {
  const day = draft.day;
  if (day === null) throw new RangeError("begin-day-turn outside the Day.");
  day.card = null;
  ctx.emit({ type: "day-turn-began", turn: day.turn, leader: day.leader });
  draft.decision = { kind: "choose-movement-card", player: day.leader };
};

// src/rules/day/choose-movement-card.ts
var chooseMovementCard = {
  actionKeys: { "choose-movement-card": ["card"] },
  candidates: (state, decision) => state.movementCards.map((card4) => ({ type: "choose-movement-card", player: decision.player, card: card4.id })),
  check: (state, _decision, action2) => {
    const card4 = action2.card;
    if (typeof card4 !== "string") {
      return { code: "MALFORMED_ACTION", message: "choose-movement-card needs `card`, a movement card id." };
    }
    const entry = state.movementCards.find((c) => c.id === card4);
    if (entry === void 0) return { code: "UNKNOWN_CARD", message: `There is no movement card "${card4}".` };
    if (entry.used) return { code: "CARD_USED", message: `The ${card4} card was already used this round.` };
    return null;
  },
  apply: (draft, decision, action2, ctx) => {
    const { card: card4 } = action2;
    const day = draft.day;
    if (day === null) throw new RangeError("Movement card chosen outside the Day.");
    day.card = card4;
    ctx.emit({ type: "movement-card-chosen", player: decision.player, card: card4 });
    const seats = draft.config.players;
    for (let i = seats - 1; i >= 0; i--) {
      draft.queue.unshift({ kind: "day-player-turn", player: (day.leader + i) % seats });
    }
    draft.queue.splice(seats, 0, { kind: "end-day-turn" });
  }
};

// src/rules/day/day-turn-flow.ts
var dayPlayerTurn = (draft, step) => {
  const day = draft.day;
  if (day === null || day.card === null) throw new RangeError("day-player-turn without a movement card.");
  day.moved = null;
  day.questTaken = false;
  day.treasureQuests = [];
  draft.decision = { kind: "move-or-idle", player: step.player, card: day.card, transferred: [] };
};
var endDayTurn = (draft, _step, ctx) => {
  const day = draft.day;
  if (day === null || day.card === null) throw new RangeError("end-day-turn outside a Day turn.");
  const card4 = draft.movementCards.find((c) => c.id === day.card);
  if (card4 !== void 0) card4.used = true;
  ctx.emit({ type: "movement-card-flipped", card: day.card });
  day.card = null;
  if (day.turn + 1 < DAY_TURNS) {
    day.turn += 1;
    day.leader = (day.leader + 1) % draft.config.players;
    draft.queue.unshift({ kind: "begin-day-turn" });
  } else {
    draft.day = null;
    draft.queue.unshift({ kind: "begin-night" });
  }
};

// src/rules/items/equip.ts
function freeHands(state, seat) {
  const heroes = state.players[seat]?.heroes ?? [];
  return heroes.flatMap((hero, i) => hero.items.length < HANDS_PER_HERO ? [i] : []);
}
function place(draft, ctx, seat, item, hero) {
  const player = draft.players[seat];
  if (player === void 0) throw new RangeError(`No player at seat ${seat}.`);
  if (hero === "reserve") player.reserve.push(item);
  else player.heroes[hero]?.items.push(item);
  ctx.emit({ type: "item-gained", player: seat, item, hero });
}
var gainItem = (draft, step, ctx) => {
  const options = freeHands(draft, step.player);
  if (options.length === 0) place(draft, ctx, step.player, step.item, "reserve");
  else if (options.length === 1) place(draft, ctx, step.player, step.item, options[0]);
  else draft.decision = { kind: "equip-item", player: step.player, item: step.item };
};
var equipItem = {
  actionKeys: { "equip-item": ["hero"] },
  candidates: (state, decision) => freeHands(state, decision.player).map((hero) => ({ type: "equip-item", player: decision.player, hero })),
  check: (state, decision, action2) => {
    const hero = action2.hero;
    if (typeof hero !== "number" || !Number.isInteger(hero)) return { code: "MALFORMED_ACTION", message: "equip-item needs `hero`, a hero index." };
    if (!freeHands(state, decision.player).includes(hero)) return { code: "NO_FREE_HAND", message: `Hero ${hero} has no free hand.` };
    return null;
  },
  apply: (draft, decision, action2, ctx) => place(draft, ctx, decision.player, decision.item, action2.hero)
};
var MOVES_PER_ITEM = 2;
function homeHeroes(state, seat, ctx) {
  const player = state.players[seat];
  if (player === void 0) return [];
  const home = castleOf(state.map.cells, player.color, ctx.env);
  return player.heroes.flatMap((hero, i) => sameRegion(hero.at, home) ? [i] : []);
}
function transferCandidates(state, decision, ctx) {
  const player = state.players[decision.player];
  if (player === void 0) return [];
  const atHome = homeHeroes(state, decision.player, ctx);
  const sources = [
    ...atHome.flatMap((h) => (player.heroes[h]?.items ?? []).map((item) => [item, h])),
    ...player.reserve.map((item) => [item, "reserve"])
  ];
  const out = [];
  for (const [item, from] of sources) {
    if (decision.transferred.filter((moved) => moved === item).length >= MOVES_PER_ITEM) continue;
    for (const to of [...atHome, "reserve"]) {
      if (to === from) continue;
      if (to !== "reserve" && (player.heroes[to]?.items.length ?? HANDS_PER_HERO) >= HANDS_PER_HERO) continue;
      out.push({ type: "transfer-item", player: decision.player, item, to });
    }
  }
  return out;
}
function checkTransfer(state, decision, action2, ctx) {
  const { item, to } = action2;
  if (typeof item !== "string" || !(to === "reserve" || typeof to === "number" && Number.isInteger(to))) {
    return { code: "MALFORMED_ACTION", message: 'transfer-item needs `item` (an item id) and `to` (a hero index or "reserve").' };
  }
  const legal = transferCandidates(state, decision, ctx).some((a) => a.item === item && a.to === to);
  return legal ? null : { code: "TRANSFER_NOT_ALLOWED", message: "Items move only among your heroes on your own castle and your player card, to a free hand, at most twice per item per turn." };
}
function applyTransfer(draft, decision, action2, ctx) {
  const player = draft.players[decision.player];
  if (player === void 0) return;
  const holder = player.heroes.find((hero) => hero.items.includes(action2.item));
  const source = holder?.items ?? player.reserve;
  source.splice(source.indexOf(action2.item), 1);
  if (action2.to === "reserve") player.reserve.push(action2.item);
  else player.heroes[action2.to]?.items.push(action2.item);
  ctx.emit({ type: "item-transferred", player: decision.player, item: action2.item, to: action2.to });
  draft.decision = { ...decision, transferred: [...decision.transferred, action2.item] };
}

// src/rules/day/move-or-idle.ts
function methodOf(decision, ctx) {
  const method = ctx.env.index.movementMethods.get(decision.card);
  if (method === void 0) throw new RangeError(`Unknown movement card "${decision.card}".`);
  return method;
}
function moveCandidates(state, decision, ctx) {
  const method = methodOf(decision, ctx);
  const out = [];
  const heroes = state.players[decision.player]?.heroes ?? [];
  heroes.forEach((hero, h) => {
    for (const route of routesFrom(state.map.cells, hero.at.cell, method)) {
      for (const side of SIDES) {
        const move = { type: "move", player: decision.player, hero: h, to: { cell: route.cell, side } };
        out.push(route.direction === void 0 ? move : { ...move, direction: route.direction });
      }
    }
  });
  return out;
}
function resolveMove(state, decision, action2, ctx) {
  const { hero, to, direction } = action2;
  const heroes = state.players[decision.player]?.heroes ?? [];
  if (typeof hero !== "number" || !Number.isInteger(hero)) return { code: "MALFORMED_ACTION", message: "move needs `hero`, a hero index." };
  const walker = heroes[hero];
  if (walker === void 0) return { code: "UNKNOWN_HERO", message: `Player ${decision.player} has no hero ${hero}.` };
  if (!isRegionRef(to)) {
    return { code: "MALFORMED_ACTION", message: 'move needs `to`: { cell: <index>, side: "left" | "right" }.' };
  }
  if (state.map.cells[to.cell] === void 0) return { code: "UNKNOWN_REGION", message: `There is no map cell ${to.cell}.` };
  const method = methodOf(decision, ctx);
  if (method === "ship" ? direction !== "clockwise" && direction !== "counterclockwise" : direction !== void 0) {
    return method === "ship" ? { code: "MALFORMED_ACTION", message: 'A Ship move needs `direction`: "clockwise" or "counterclockwise".' } : { code: "MALFORMED_ACTION", message: "Only a Ship move takes a `direction`." };
  }
  if (to.cell === walker.at.cell) return { code: "SAME_CARD", message: "A hero must move to a different map card." };
  if (method === "ship" && state.map.cells[walker.at.cell]?.coastIndex == null) {
    return { code: "NOT_ON_COAST", message: "Only a hero on the coast can travel by Ship." };
  }
  const route = routesFrom(state.map.cells, walker.at.cell, method).find((r) => r.cell === to.cell && r.direction === direction);
  if (route === void 0) return { code: "UNREACHABLE", message: `That map card cannot be reached by ${method} from where the hero stands.` };
  return route;
}
function checkMove(state, decision, action2, ctx) {
  const route = resolveMove(state, decision, action2, ctx);
  if ("code" in route) return route;
  return travelRejection(state, ctx.env, decision.player, action2.hero, route, action2.to);
}
var moveOrIdle = {
  actionKeys: { move: ["hero", "to", "direction"], idle: [], "transfer-item": ["item", "to"] },
  candidates: (state, decision, ctx) => [
    ...moveCandidates(state, decision, ctx),
    { type: "idle", player: decision.player },
    ...transferCandidates(state, decision, ctx)
  ],
  check: (state, decision, action2, ctx) => {
    if (action2.type === "idle") return null;
    if (action2.type === "transfer-item") return checkTransfer(state, decision, action2, ctx);
    return checkMove(state, decision, action2, ctx);
  },
  apply: (draft, decision, action2, ctx) => {
    if (action2.type === "transfer-item") {
      applyTransfer(draft, decision, action2, ctx);
      return;
    }
    if (action2.type === "idle") {
      const { player } = action2;
      ctx.emit({ type: "idled", player });
      const inCastle2 = draft.players[player]?.heroes.some((hero) => regionAt(draft.map.cells, hero.at, ctx.env).kind === "castle");
      if (inCastle2 === true) draft.queue.unshift({ kind: "offer-gain", player, reason: "idle" });
      return;
    }
    const move = action2;
    const route = resolveMove(draft, decision, move, ctx);
    if ("code" in route) throw new RangeError(route.message);
    moveHeroAlong(draft, ctx, decision.player, move.hero, route, move.to, methodOf(decision, ctx));
    if (draft.day !== null) draft.day.moved = { heroes: [move.hero], method: methodOf(decision, ctx), through: route.through.length };
    draft.queue.unshift({ kind: "arrive", player: decision.player, hero: move.hero }, { kind: "check-movement-quests", player: decision.player });
  }
};

// src/rules/night/night-flow.ts
import { castDraft } from "immer";
function nextAdventurer(state, from) {
  const night = state.night;
  if (night === null) return null;
  const n = state.config.players;
  for (let k = 0; k < n; k++) {
    const seat = ((from + k) % n + n) % n;
    if (night.adventuring[seat] === true) return seat;
  }
  return null;
}
var beginNight = (draft, _step, ctx) => {
  draft.phase = "night";
  draft.night = { holder: draft.firstPlayer, adventuring: draft.players.map(() => true) };
  ctx.emit({ type: "night-began", round: draft.round });
  draft.queue.unshift({ kind: "night-turn" });
};
var nightTurn = (draft) => {
  const night = draft.night;
  if (night === null) return;
  const holder = nextAdventurer(draft, night.holder);
  if (holder === null) {
    draft.queue.unshift({ kind: "pass-dice", from: night.holder });
    return;
  }
  night.holder = holder;
  draft.decision = { kind: "adventure-or-rest", player: holder };
};
var passDice = (draft, step, ctx) => {
  const night = draft.night;
  if (night === null) return;
  const next = nextAdventurer(draft, step.from + 1);
  if (next !== null) {
    night.holder = next;
    draft.queue.unshift({ kind: "night-turn" });
    return;
  }
  draft.night = null;
  ctx.emit({ type: "night-ended", round: draft.round });
  if (draft.round >= ROUNDS) {
    draft.phase = "ended";
    ctx.emit({ type: "game-ended" });
    return;
  }
  draft.phase = "resolution";
  draft.queue.unshift(...castDraft(ctx.env.hooks.resolutionSteps));
};

// src/rules/night/night-abilities.ts
var NO_SYMBOLS = { torch: 0, scroll: 0, attack: 0 };
function heldAbilities(state, env, seat, hero) {
  return (state.players[seat]?.heroes[hero]?.items ?? []).map((id) => env.index.items.get(id)?.ability.type ?? "");
}
function forgeCost(state, env, seat, hero) {
  let cost = 2;
  for (const id of state.players[seat]?.heroes[hero]?.items ?? []) {
    const ability = env.index.items.get(id)?.ability;
    if (ability?.type === "forge-discount") cost = Math.min(cost, ability.cost);
  }
  return cost;
}
function rollPool(state, env, seat) {
  const symbols = state.lastRoll?.symbols ?? [];
  const pool = {
    torch: symbols.filter((s) => s === "torch").length,
    scroll: symbols.filter((s) => s === "scroll").length,
    attack: symbols.filter((s) => s === "attack-goblin").length
  };
  for (const [h, hero] of (state.players[seat]?.heroes ?? []).entries()) {
    if (inGrotto(state, env, seat, h)) continue;
    for (const id of hero.items) {
      const ability = env.index.items.get(id)?.ability;
      if (ability?.type === "extra-symbol") pool[ability.symbol === "attack-goblin" ? "attack" : ability.symbol] += 1;
    }
  }
  return pool;
}
function attackTargets(state, env, seat, hero) {
  const at2 = state.players[seat]?.heroes[hero]?.at;
  if (at2 === void 0 || inGrotto(state, env, seat, hero)) return [];
  const out = [];
  if (state.goblins.portals.some((p) => p.goblin !== null && sameRegion(p.at, at2))) out.push(at2.cell);
  if (heldAbilities(state, env, seat, hero).includes("bow")) {
    for (const portal of state.goblins.portals) {
      const occupied = state.players.some((p) => p.heroes.some((other) => sameRegion(other.at, portal.at)));
      if (portal.goblin !== null && !occupied && areAdjacent(state.map.cells, at2.cell, portal.at.cell)) out.push(portal.at.cell);
    }
  }
  return out;
}
function inGrotto(state, env, seat, hero) {
  const at2 = state.players[seat]?.heroes[hero]?.at;
  if (at2 === void 0) return false;
  const kind = regionAt(state.map.cells, at2, env).kind;
  return kind === "grotto" || kind === "golden-grotto";
}
function nightOptions(state, env, seat, pool) {
  const player = state.players[seat];
  if (player === void 0) return [];
  const out = [];
  player.heroes.forEach((hero, h) => {
    const space = nextSpace(state, env, seat, h);
    if (space !== null) {
      const cost = forgeCost(state, env, seat, h);
      for (let forge = 0; forge <= space.count; forge++) {
        if (space.count - forge <= pool[space.symbol] && forge * cost <= player.power) {
          out.push(forge === 0 ? { type: "advance-hero", player: seat, hero: h } : { type: "advance-hero", player: seat, hero: h, forge });
        }
      }
    }
    if (pool.attack > 0) for (const cell of attackTargets(state, env, seat, h)) out.push({ type: "attack", player: seat, hero: h, cell });
    const atPortalWithGoblin = state.goblins.portals.some((p) => p.goblin !== null && sameRegion(p.at, hero.at));
    if (atPortalWithGoblin && player.power >= 1 && heldAbilities(state, env, seat, h).includes("sword")) {
      out.push({ type: "sword", player: seat, hero: h });
    }
  });
  return out;
}
function applyNightOption(draft, ctx, seat, pool, action2) {
  const player = draft.players[seat];
  if (player === void 0) return pool;
  if (action2.type === "advance-hero") {
    const space = nextSpace(draft, ctx.env, seat, action2.hero);
    if (space === null) return pool;
    const forge = action2.forge ?? 0;
    if (forge > 0) {
      const cost = forge * forgeCost(draft, ctx.env, seat, action2.hero);
      player.power -= cost;
      ctx.emit({ type: "power-spent", player: seat, amount: cost, reason: "forge-ahead" });
    }
    advanceHero(draft, ctx, seat, action2.hero);
    return { ...pool, [space.symbol]: pool[space.symbol] - (space.count - forge) };
  }
  const portal = portalOnCell(draft, action2.type === "attack" ? action2.cell : player.heroes[action2.hero]?.at.cell ?? -1);
  if (action2.type === "sword") {
    player.power -= 1;
    ctx.emit({ type: "power-spent", player: seat, amount: 1, reason: "sword" });
    damageGoblin(draft, ctx, seat, portal, 1);
    return pool;
  }
  damageGoblin(draft, ctx, seat, portal, 1);
  return { ...pool, attack: pool.attack - 1 };
}
function isListed(options, action2) {
  const a = action2;
  return options.some(
    (o) => o.type === a["type"] && o.hero === a["hero"] && (o.type !== "attack" || o.cell === a["cell"]) && (o.type !== "advance-hero" || (o.forge ?? 0) === (a["forge"] === void 0 ? 0 : a["forge"]) && a["forge"] !== 0)
  );
}

// src/rules/night/adventure-or-rest.ts
var adventureOrRest = {
  actionKeys: { adventure: [], rest: [], "advance-hero": ["hero", "forge"], sword: ["hero"] },
  candidates: (state, decision, ctx) => [
    { type: "adventure", player: decision.player },
    { type: "rest", player: decision.player },
    ...nightOptions(state, ctx.env, decision.player, NO_SYMBOLS)
  ],
  check: (state, decision, action2, ctx) => {
    if (action2.type === "adventure" || action2.type === "rest") return null;
    return isListed(nightOptions(state, ctx.env, decision.player, NO_SYMBOLS), action2) ? null : { code: "ABILITY_NOT_AVAILABLE", message: "That Forge Ahead or Sword use is not possible now (hero, Power or target)." };
  },
  apply: (draft, decision, action2, ctx) => {
    if (action2.type === "adventure") {
      ctx.emit({ type: "adventured", player: decision.player });
      draft.queue.unshift(
        { kind: "roll-dice", player: decision.player, purpose: "adventure" },
        { kind: "resolve-adventure-roll", player: decision.player }
      );
    } else if (action2.type === "rest") {
      draft.queue.unshift({ kind: "rest-heroes", player: decision.player }, { kind: "pass-dice", from: decision.player });
    } else {
      applyNightOption(draft, ctx, decision.player, NO_SYMBOLS, action2);
      draft.decision = decision;
    }
  }
};

// src/rules/magic/magic-level.ts
function magicLevel(state, env, extraSpaces = 0) {
  const track = env.hooks.magicTrack(env.content);
  const space = Math.min(track.spaces.length - 1, state.magicSpace + extraSpaces);
  const level = track.spaces[space] ?? 0;
  const def = track.levels.find((l) => l.level === level);
  if (def === void 0) throw new RangeError(`Magic level ${level} is not defined by the content pack.`);
  return def;
}
function onLastMagicSpace(state, env) {
  return state.magicSpace >= env.hooks.magicTrack(env.content).spaces.length - 1;
}
function amountAt(amounts, index) {
  return amounts.sequence[index] ?? amounts.rest;
}

// src/rules/night/withdraw-attacks.ts
function withdrawAttacks(draft, ctx, seat) {
  for (const portal of draft.goblins.portals) {
    const goblin = portal.goblin;
    const share = goblin?.dealtBy[seat] ?? 0;
    if (goblin == null || share <= 0) continue;
    goblin.damage = Math.max(0, goblin.damage - share);
    goblin.dealtBy[seat] = 0;
    ctx.emit({ type: "goblin-healed", cell: portal.at.cell });
  }
}

// src/rules/night/damage.ts
function defendCost(state, env, seat) {
  const heroes = state.players[seat]?.heroes ?? [];
  const shield = heroes.some((hero) => hero.items.some((id) => env.index.items.get(id)?.ability.type === "shield"));
  return shield ? 1 : 2;
}
function exhaust(draft, ctx, seat) {
  const player = draft.players[seat];
  const night = draft.night;
  if (player === void 0 || night === null) return;
  night.adventuring[seat] = false;
  ctx.emit({ type: "exhausted", player: seat });
  withdrawAttacks(draft, ctx, seat);
  player.heroes.forEach((_, h) => returnHome(draft, ctx, seat, h, "exhausted"));
  player.health = STARTING_HEALTH;
  player.power = STARTING_POWER;
  if (player.spellLevel > 0) {
    player.spellLevel -= 1;
    ctx.emit({ type: "spell-level-lost", player: seat, spellLevel: player.spellLevel });
  }
}
function suffer(draft, ctx, seat, amount) {
  const player = draft.players[seat];
  if (player === void 0) return;
  player.health = Math.max(0, player.health - amount);
  ctx.emit({ type: "damage-taken", player: seat, amount, health: player.health });
  if (player.health === 0) exhaust(draft, ctx, seat);
}
var dealDamage = (draft, step, ctx) => {
  if (step.remaining <= 0) return;
  const recipient = nextAdventurer(draft, step.next);
  if (recipient === null) return;
  const level = magicLevel(draft, ctx.env);
  const amounts = step.source === "take-damage" ? level.takeDamage : level.conjureMagic.damage;
  const amount = amountAt(amounts, step.index);
  if (step.remaining > 1) {
    draft.queue.unshift({ ...step, index: step.index + 1, next: (recipient + 1) % draft.config.players, remaining: step.remaining - 1 });
  }
  if (amount <= 0) return;
  const cost = defendCost(draft, ctx.env, recipient);
  if ((draft.players[recipient]?.power ?? 0) >= cost) {
    draft.decision = { kind: "defend", player: recipient, amount, cost };
  } else {
    suffer(draft, ctx, recipient, amount);
  }
};
var defend = {
  actionKeys: { defend: [], "take-damage": [] },
  candidates: (_state, decision) => [
    { type: "defend", player: decision.player },
    { type: "take-damage", player: decision.player }
  ],
  check: () => null,
  apply: (draft, decision, action2, ctx) => {
    const player = draft.players[decision.player];
    if (player === void 0) return;
    if (action2.type === "defend") {
      player.power -= decision.cost;
      ctx.emit({ type: "power-spent", player: decision.player, amount: decision.cost, reason: "defend" });
      ctx.emit({ type: "damage-defended", player: decision.player, amount: decision.amount });
    } else {
      suffer(draft, ctx, decision.player, decision.amount);
    }
  }
};

// src/rules/night/resolve-roll.ts
var resolveAdventureRoll = (draft, step) => {
  const symbols = draft.lastRoll?.symbols ?? [];
  const player = step.player;
  draft.queue.unshift(
    { kind: "deal-damage", roller: player, source: "take-damage", index: 0, next: player, remaining: countSymbol(symbols, "take-damage") },
    { kind: "roll-gain-power", player },
    { kind: "roll-conjure-magic", player },
    { kind: "open-spend-windows", player },
    { kind: "pass-dice", from: player }
  );
};
var rollGainPower = (draft, step, ctx) => {
  const count = countSymbol(draft.lastRoll?.symbols ?? [], "gain-power");
  const amounts = magicLevel(draft, ctx.env).gainPower;
  let next = step.player;
  for (let i = 0; i < count; i++) {
    const seat = nextAdventurer(draft, next);
    if (seat === null) return;
    const amount = amountAt(amounts, i);
    if (amount > 0) gainStat(draft, ctx, seat, "power", amount, "gain-power");
    next = (seat + 1) % draft.config.players;
  }
};
var rollConjureMagic = (draft, step, ctx) => {
  const count = countSymbol(draft.lastRoll?.symbols ?? [], "conjure-magic");
  let damaging = 0;
  for (let i = 0; i < count; i++) {
    if (magicLevel(draft, ctx.env).conjureMagic.advances && !onLastMagicSpace(draft, ctx.env)) advanceMagic(draft, ctx, 1, "conjure-magic");
    else damaging += 1;
  }
  if (damaging > 0) {
    draft.queue.unshift({ kind: "deal-damage", roller: step.player, source: "conjure-magic", index: 0, next: step.player, remaining: damaging });
  }
};
var openSpendWindows = (draft, step) => {
  const n = draft.config.players;
  const windows = [];
  for (let k = 0; k < n; k++) windows.push({ kind: "spend-window", player: (step.player + k) % n });
  draft.queue.unshift(...windows);
};

// src/rules/night/spend-roll.ts
var spendWindow = (draft, step, ctx) => {
  if (draft.night?.adventuring[step.player] !== true) return;
  const pool = rollPool(draft, ctx.env, step.player);
  if (nightOptions(draft, ctx.env, step.player, pool).length > 0) {
    draft.decision = { kind: "night-spend", player: step.player, ...pool };
  }
};
var nightSpend = {
  actionKeys: { "advance-hero": ["hero", "forge"], attack: ["hero", "cell"], sword: ["hero"], finish: [] },
  candidates: (state, decision, ctx) => [
    ...nightOptions(state, ctx.env, decision.player, decision),
    { type: "finish", player: decision.player }
  ],
  check: (state, decision, action2, ctx) => {
    if (action2.type === "finish") return null;
    return isListed(nightOptions(state, ctx.env, decision.player, decision), action2) ? null : { code: "ABILITY_NOT_AVAILABLE", message: "That use of the roll is not possible (symbols, Power, hero or target)." };
  },
  apply: (draft, decision, action2, ctx) => {
    if (action2.type === "finish") return;
    const pool = applyNightOption(draft, ctx, decision.player, decision, action2);
    if (nightOptions(draft, ctx.env, decision.player, pool).length > 0) {
      draft.decision = { kind: "night-spend", player: decision.player, ...pool };
    }
  }
};

// src/rules/night/rest.ts
function bestSpell(state, env, seat, spells, extraSpaces) {
  const current = state.players[seat]?.spellLevel ?? 0;
  const reach = magicLevel(state, env, extraSpaces).learnUpTo;
  let best = null;
  for (const id of spells) {
    const level = env.index.spells.get(id)?.level ?? 0;
    if (level > current && level - current <= reach && (best === null || level > best.level)) best = { id, level };
  }
  return best;
}
function staffNeed(state, env, seat, spells, staffSpell) {
  if (staffSpell === null) return null;
  const without = bestSpell(state, env, seat, spells, 0);
  const target = env.index.spells.get(staffSpell)?.level ?? 0;
  if (without !== null && without.level >= target) return null;
  const power = state.players[seat]?.power ?? 0;
  const last = env.hooks.magicTrack(env.content).spaces.length - 1;
  for (let k = 1; k <= Math.min(power, last - state.magicSpace); k++) {
    if (bestSpell(state, env, seat, [staffSpell], k) !== null) return k;
  }
  return null;
}
var restHeroes = (draft, step, ctx) => {
  const seat = step.player;
  const player = draft.players[seat];
  if (player === void 0 || draft.night === null) return;
  draft.night.adventuring[seat] = false;
  ctx.emit({ type: "rested", player: seat });
  withdrawAttacks(draft, ctx, seat);
  const spells = [];
  let staffSpell = null;
  const completed = [];
  const returned = [];
  player.heroes.forEach((hero, h) => {
    const region = regionAt(draft.map.cells, hero.at, ctx.env);
    const temple2 = templeOfHero(draft, ctx.env, seat, h);
    if (region.kind === "obelisk") {
      spells.push(region.spell);
      if (hero.items.some((id) => ctx.env.index.items.get(id)?.ability.type === "staff")) staffSpell = region.spell;
    }
    if (temple2 !== null && hero.templeSpace >= temple2.track.length) completed.push(temple2.temple);
    if (region.kind === "portal" || region.kind === "obelisk" || temple2 !== null && hero.templeSpace >= temple2.track.length) {
      returnHome(draft, ctx, seat, h, "rested");
      returned.push(h);
    }
  });
  for (const temple2 of completed) ctx.emit({ type: "temple-completed", player: seat, temple: temple2 });
  const need = staffNeed(draft, ctx.env, seat, spells, staffSpell);
  draft.queue.unshift(
    ...completed.map((temple2) => ({ kind: "complete-temple", player: seat, temple: temple2, byDay: false })),
    ...completed.length > 0 ? [{ kind: "advance-legendary", player: seat, temples: completed }] : [],
    ...returned.map(() => ({ kind: "offer-gain", player: seat, reason: "rest" }))
  );
  restBonuses(draft, ctx, seat, returned);
  if (need !== null && staffSpell !== null) draft.decision = { kind: "use-staff", player: seat, power: need, spells, staffSpell };
  else learnBest(draft, ctx, seat, spells, 0);
};
function restBonuses(draft, ctx, seat, returned) {
  for (const h of returned) {
    for (const id of draft.players[seat]?.heroes[h]?.items ?? []) {
      const ability = ctx.env.index.items.get(id)?.ability;
      if (ability?.type === "rest-bonus") gainStat(draft, ctx, seat, ability.stat, ability.amount, "item");
    }
  }
}
function learnBest(draft, ctx, seat, spells, extraSpaces) {
  learn(draft, ctx, seat, bestSpell(draft, ctx.env, seat, spells, extraSpaces));
}
function learn(draft, ctx, seat, best) {
  const player = draft.players[seat];
  if (best === null || player === void 0) return;
  player.spellLevel = best.level;
  ctx.emit({ type: "spell-learned", player: seat, spell: best.id, spellLevel: best.level });
}
var useStaff = {
  actionKeys: { "use-staff": [], "skip-staff": [] },
  candidates: (_state, decision) => [
    { type: "use-staff", player: decision.player },
    { type: "skip-staff", player: decision.player }
  ],
  check: () => null,
  apply: (draft, decision, action2, ctx) => {
    const player = draft.players[decision.player];
    if (player === void 0) return;
    if (action2.type === "use-staff") {
      player.power -= decision.power;
      ctx.emit({ type: "power-spent", player: decision.player, amount: decision.power, reason: "staff" });
      const plain = bestSpell(draft, ctx.env, decision.player, decision.spells, 0);
      const staffed = bestSpell(draft, ctx.env, decision.player, [decision.staffSpell], decision.power);
      learn(draft, ctx, decision.player, staffed !== null && (plain === null || staffed.level > plain.level) ? staffed : plain);
    } else {
      learnBest(draft, ctx, decision.player, decision.spells, 0);
    }
  }
};

// src/rules/chance/roll-outcomes.ts
function factorial(n) {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}
var cache2 = /* @__PURE__ */ new Map();
function rollOutcomes(faces, dice) {
  const key2 = `${faces.join(",")}/${dice}`;
  const cached = cache2.get(key2);
  if (cached !== void 0) return cached;
  const distinct = faces.filter((face2, i) => faces.indexOf(face2) === i);
  const weight = distinct.map((face2) => faces.filter((f) => f === face2).length / faces.length);
  const out = [];
  const counts = new Array(distinct.length).fill(0);
  const visit = (i, left) => {
    if (i === distinct.length - 1) {
      counts[i] = left;
      let p = factorial(dice);
      const symbols = [];
      counts.forEach((c, j) => {
        p *= weight[j] ** c / factorial(c);
        for (let k = 0; k < c; k++) symbols.push(distinct[j]);
      });
      if (p > 0) out.push({ symbols, probability: p });
      return;
    }
    for (let c = left; c >= 0; c--) {
      counts[i] = c;
      visit(i + 1, left - c);
    }
  };
  if (distinct.length > 0) visit(0, dice);
  cache2.set(key2, out);
  return out;
}

// src/rules/dice/roll-step.ts
function storeRoll(draft, ctx, player, purpose, symbols) {
  draft.lastRoll = { player, purpose, symbols: [...symbols] };
  ctx.emit({ type: "dice-rolled", player, symbols: [...symbols], purpose });
}
var rollDiceStep = (draft, step, ctx) => {
  if (draft.config.chance === "external") {
    draft.lastRoll = { player: step.player, purpose: step.purpose, symbols: [] };
    draft.decision = { kind: "chance", player: "chance", dice: ctx.env.content.dice.count, purpose: step.purpose };
    return;
  }
  storeRoll(draft, ctx, step.player, step.purpose, rollDice(ctx));
};
function isOutcome(symbols, dice, faces) {
  return Array.isArray(symbols) && symbols.length === dice && symbols.every((s) => faces.includes(s));
}
var chanceRoll = {
  actionKeys: { "roll-outcome": ["symbols"] },
  candidates: (_state, decision, ctx) => rollOutcomes(ctx.env.content.dice.faces, decision.dice).map(
    (o) => ({ type: "roll-outcome", player: "chance", symbols: o.symbols })
  ),
  check: (_state, decision, action2, ctx) => {
    const symbols = action2.symbols;
    return isOutcome(symbols, decision.dice, ctx.env.content.dice.faces) ? null : { code: "MALFORMED_ACTION", message: `roll-outcome needs \`symbols\`: ${decision.dice} die faces.` };
  },
  apply: (draft, decision, action2, ctx) => {
    const roller = draft.lastRoll?.player ?? 0;
    storeRoll(draft, ctx, roller, decision.purpose, action2.symbols);
  }
};
var diceChanceOutcomes = (_state, decision, env) => decision.kind !== "chance" ? [] : rollOutcomes(env.content.dice.faces, decision.dice).map((o) => ({
  action: { type: "roll-outcome", player: "chance", symbols: o.symbols },
  probability: o.probability
}));

// src/rules/round/resolution.ts
import { castDraft as castDraft2 } from "immer";
var resetMagic = (draft, _step, ctx) => {
  draft.magicSpace = 0;
  ctx.emit({ type: "magic-reset" });
};
var flipGoblins = (draft, _step, ctx) => {
  for (const portal of draft.goblins.portals) {
    if (portal.goblin === null) continue;
    healGoblin(portal.goblin);
    if (portal.goblin.stance === "passive") {
      portal.goblin.stance = "aggressive";
      ctx.emit({ type: "goblin-flipped", cell: portal.at.cell, stance: "aggressive", cause: "resolution" });
    }
  }
};
var refillPortals = (draft, _step, ctx) => {
  for (const portal of draft.goblins.portals) {
    if (portal.goblin !== null || draft.goblins.supply === 0) continue;
    const goblin = newGoblin(ctx.env.hooks.newGoblinStance, draft.players.length);
    portal.goblin = castDraft2(goblin);
    draft.goblins.supply -= 1;
    ctx.emit({ type: "goblin-appeared", cell: portal.at.cell, stance: goblin.stance });
  }
};
var resetMovementCards = (draft) => {
  for (const card4 of draft.movementCards) card4.used = false;
};
var refreshQuestRow = (draft, _step, ctx) => {
  if (ctx.env.hooks.discardQuestAtResolution(draft)) {
    const dropped = draft.quests.row.pop();
    if (dropped !== void 0) {
      draft.quests.discard.push(dropped);
      ctx.emit({ type: "quest-discarded", quest: dropped });
    }
  }
  dealRow(draft, ctx);
};
var passFirstPlayer = (draft, _step, ctx) => {
  draft.firstPlayer = (draft.firstPlayer + 1) % draft.config.players;
  draft.firstPlayerToken = "quest";
  ctx.emit({ type: "first-player-chosen", player: draft.firstPlayer });
};
var advanceRound = (draft) => {
  draft.round += 1;
  draft.queue.unshift({ kind: "begin-round" });
};

// src/rules/day/arrive.ts
var baseArrival = {
  castle: (draft, _ctx, seat) => {
    draft.queue.unshift({ kind: "offer-gain", player: seat, reason: "castle" });
  },
  grotto: (draft, ctx, seat, hero) => {
    const at2 = draft.players[seat]?.heroes[hero]?.at;
    if (at2 === void 0) return;
    const region = regionAt(draft.map.cells, at2, ctx.env);
    if (region.kind === "grotto" && ctx.env.hooks.grottoEffects[region.effect] !== void 0) {
      draft.decision = { kind: "use-grotto", player: seat, hero, effect: region.effect };
    }
  }
};
var arrive = (draft, step, ctx) => {
  const at2 = draft.players[step.player]?.heroes[step.hero]?.at;
  if (at2 === void 0) return;
  const kind = regionAt(draft.map.cells, at2, ctx.env).kind;
  ctx.env.hooks.arrival[kind]?.(draft, ctx, step.player, step.hero);
};

// src/rules/grottos/bright-grottos.ts
function heroesAway(state, env, seat) {
  const player = state.players[seat];
  if (player === void 0) return 0;
  const home = castleOf(state.map.cells, player.color, env);
  return player.heroes.filter((hero) => !sameRegion(hero.at, home)).length;
}
var ORTHOGONAL_RANGE = 3;
var moveOtherHero = {
  candidates: (state, decision, ctx) => {
    const out = [];
    const heroes = state.players[decision.player]?.heroes ?? [];
    heroes.forEach((hero, target) => {
      if (target === decision.hero) return;
      for (const route of orthogonalRoutes(state.map.cells, hero.at.cell, ORTHOGONAL_RANGE)) {
        for (const side of SIDES) {
          const to = { cell: route.cell, side };
          if (travelRejection(state, ctx.env, decision.player, target, route, to) === null) {
            out.push({ type: "use-grotto", player: decision.player, target, to });
          }
        }
      }
    });
    return out;
  },
  check: (state, decision, action2, ctx) => {
    const target = readTarget(state, decision, action2, true);
    if (typeof target !== "number") return target;
    if (target === decision.hero) return { code: "GROTTO_TARGET", message: "This grotto moves one of your OTHER heroes." };
    const to = action2.to;
    if (!isRegionRef(to)) {
      return { code: "MALFORMED_ACTION", message: "This grotto effect needs `to`, a region { cell, side }." };
    }
    const from = state.players[decision.player]?.heroes[target]?.at.cell ?? -1;
    const route = orthogonalRoutes(state.map.cells, from, ORTHOGONAL_RANGE).find((r) => r.cell === to.cell);
    if (route === void 0) return { code: "UNREACHABLE", message: "The destination is not 1 to 3 cards away along a row or column." };
    return travelRejection(state, ctx.env, decision.player, target, route, to);
  },
  apply: (draft, decision, action2, ctx) => {
    const target = action2.target;
    const to = action2.to;
    const from = draft.players[decision.player]?.heroes[target]?.at.cell ?? -1;
    const route = orthogonalRoutes(draft.map.cells, from, ORTHOGONAL_RANGE).find((r) => r.cell === to.cell);
    if (route === void 0) return;
    moveHeroByEffect(draft, ctx, decision.player, target, route, to, decision.effect);
  }
};
var brightGrottoEffects = {
  "bright-health-per-hero-away": simpleEffect((draft, seat, ctx) => {
    gainStat(draft, ctx, seat, "health", 2 * heroesAway(draft, ctx.env, seat), "grotto");
  }),
  "bright-power-per-hero-away": simpleEffect((draft, seat, ctx) => {
    gainStat(draft, ctx, seat, "power", 2 * heroesAway(draft, ctx.env, seat), "grotto");
  }),
  "bright-magic-2": simpleEffect((draft, _seat, ctx) => advanceMagic(draft, ctx, 2, "grotto")),
  "bright-goblin-damage-1": targetedEffect(
    heroesAttackingGoblins,
    (draft, seat, target, ctx) => damageGoblinAttackedBy(draft, ctx, seat, target, 1),
    "That hero is not attacking a goblin."
  ),
  "bright-move-other-hero-orthogonal-3": moveOtherHero,
  "bright-temple-advance-1": targetedEffect(
    heroesOnTempleTracks,
    (draft, seat, target, ctx) => advanceHero(draft, ctx, seat, target),
    "That hero is not on a temple track with a space ahead."
  ),
  "bright-roll-for-temples": simpleEffect((draft, seat) => {
    draft.queue.unshift(
      { kind: "roll-dice", player: seat, purpose: "bright-roll-for-temples" },
      { kind: "grotto-roll-temples", player: seat }
    );
  })
};

// src/rules/grottos/use-grotto.ts
var useGrotto = {
  actionKeys: { "use-grotto": ["target", "to"], "skip-grotto": [] },
  candidates: (state, decision, ctx) => [
    ...ctx.env.hooks.grottoEffects[decision.effect]?.candidates(state, decision, ctx) ?? [],
    { type: "skip-grotto", player: decision.player }
  ],
  check: (state, decision, action2, ctx) => {
    if (action2.type === "skip-grotto") return null;
    const effect2 = ctx.env.hooks.grottoEffects[decision.effect];
    if (effect2 === void 0) return { code: "UNKNOWN_EFFECT", message: `No rule is defined for grotto effect "${decision.effect}".` };
    return effect2.check(state, decision, action2, ctx);
  },
  apply: (draft, decision, action2, ctx) => {
    if (action2.type === "skip-grotto") {
      ctx.emit({ type: "grotto-skipped", player: decision.player, effect: decision.effect });
      return;
    }
    ctx.emit({ type: "grotto-used", player: decision.player, effect: decision.effect });
    ctx.env.hooks.grottoEffects[decision.effect]?.apply(draft, decision, action2, ctx);
  }
};

// src/rules/scoring/score-sources.ts
function tablePoints(column, total) {
  const i = Math.max(0, Math.min(total, column.length - 1));
  return column[i] ?? 0;
}
function legendaryItemsGained(state, seat) {
  const progress = state.players[seat]?.legendary ?? {};
  return Object.values(progress).filter((n) => n >= 2).length;
}
var baseScoreSources = [
  {
    id: "quests",
    count: (state, seat) => state.players[seat]?.completedQuests.length ?? 0,
    points: (n, content) => tablePoints(content.scoring.quests, n)
  },
  {
    id: "goblins",
    count: (state, seat) => state.players[seat]?.goblinsDefeated ?? 0,
    points: (n, content) => tablePoints(content.scoring.goblins, n)
  },
  {
    id: "spells",
    count: (state, seat) => state.players[seat]?.spellLevel ?? 0,
    points: (n, content) => tablePoints(content.scoring.spells, n)
  },
  {
    id: "legendary-items",
    count: legendaryItemsGained,
    points: (n, content) => n * content.scoring.legendaryItem
  }
];

// src/rules/round/begin-round.ts
var beginRound = (draft, _step, ctx) => {
  ctx.emit({ type: "round-began", round: draft.round });
  draft.queue.unshift({ kind: "begin-day" });
};

// src/rules/setup/build-map.ts
function ringIndex(ring, [row, col]) {
  const i = ring.findIndex(([r, c]) => r === row && c === col);
  return i < 0 ? null : i;
}
var buildMap = (draft, _step, ctx) => {
  const { content, hooks } = ctx.env;
  const { layout } = content;
  const draw = (n) => ctx.randomInt(n);
  const regular = hooks.regularMapCards(content).map((card4) => card4.id);
  const castles = content.mapCards.filter((card4) => card4.kind === "castle").map((card4) => card4.id);
  shuffleInPlace(regular, draw);
  shuffleInPlace(castles, draw);
  const slots = [
    ...layout.cross.map((pos, i) => [pos, regular[i]]),
    ...layout.castles.map((pos, i) => [pos, castles[i]]),
    ...layout.coast.map((pos, i) => [pos, regular[layout.cross.length + i]])
  ];
  const cells = slots.map(([pos, cardId]) => {
    if (cardId === void 0) throw new RangeError("The content pack has too few map cards for its layout.");
    return { cardId, row: pos[0], col: pos[1], face: hooks.mapFace, coastIndex: ringIndex(layout.coastRing, pos) };
  });
  draft.map = { cells };
  ctx.emit({ type: "map-built", cards: cells.map((c) => c.cardId) });
};

// src/rules/setup/choose-first-player.ts
var chooseFirstPlayer = (draft, _step, ctx) => {
  const seat = draft.config.firstPlayer ?? ctx.randomInt(draft.config.players);
  draft.firstPlayer = seat;
  draft.firstPlayerToken = "quest";
  ctx.emit({ type: "first-player-chosen", player: seat });
};

// src/rules/setup/setup-goblins.ts
import { castDraft as castDraft3 } from "immer";
var setupGoblins = (draft, _step, ctx) => {
  const cells = draft.map.cells;
  const portals = allRegions(cells).filter((ref) => regionAt(cells, ref, ctx.env).kind === "portal").map((at2) => ({ at: at2, goblin: newGoblin(ctx.env.hooks.newGoblinStance, draft.config.players) }));
  draft.goblins = castDraft3({ portals, supply: GOBLIN_TOKENS - portals.length });
};

// src/rules/setup/setup-movement-cards.ts
var setupMovementCards = (draft, _step, ctx) => {
  draft.movementCards = ctx.env.content.movementCards.map((card4) => ({ id: card4.id, used: false }));
};

// src/rules/setup/setup-players.ts
import { castDraft as castDraft4 } from "immer";
var setupPlayers = (draft, _step, ctx) => {
  const { content } = ctx.env;
  const players = draft.config.colors.map((color, seat) => {
    const card4 = content.playerCards.find((c) => c.color === color);
    if (card4 === void 0) throw new RangeError(`No player card of colour "${color}".`);
    const home = castleOf(draft.map.cells, color, ctx.env);
    return {
      seat,
      color,
      health: STARTING_HEALTH,
      power: STARTING_POWER,
      spellLevel: 0,
      goblinsDefeated: 0,
      completedQuests: [],
      heroes: Array.from({ length: HEROES_PER_PLAYER }, () => ({ at: { ...home }, templeSpace: 0, items: [] })),
      reserve: [],
      legendary: Object.fromEntries(Object.keys(card4.legendary).map((item) => [item, 0]))
    };
  });
  draft.players = castDraft4(players);
};

// src/rules/setup/setup-quests.ts
var setupQuests = (draft, _step, ctx) => {
  const deck = ctx.env.content.quests.map((q) => q.id);
  shuffleInPlace(deck, (n) => ctx.randomInt(n));
  draft.quests = { deck, row: [], discard: [] };
  const discarded = dealRow(draft, ctx);
  ctx.emit({ type: "quest-row-dealt", row: [...draft.quests.row], discarded });
};

// src/rules/ruleset.ts
var baseHooks = {
  setupSteps: [
    { kind: "setup-map" },
    { kind: "setup-players" },
    { kind: "setup-goblins" },
    { kind: "setup-movement-cards" },
    { kind: "setup-quests" },
    { kind: "setup-first-player" },
    { kind: "begin-round" }
  ],
  mapFace: "bright",
  regularMapCards: (content) => content.mapCards.filter((card4) => card4.kind === "regular"),
  newGoblinStance: "passive",
  magicTrack: (content) => content.magicTracks.multiplayer,
  scoreSources: baseScoreSources,
  stateChecks: [],
  grottoEffects: brightGrottoEffects,
  resolutionSteps: [
    { kind: "reset-magic" },
    { kind: "flip-goblins" },
    { kind: "refill-portals" },
    { kind: "reset-movement-cards" },
    { kind: "refresh-quest-row" },
    { kind: "pass-first-player" },
    { kind: "advance-round" }
  ],
  discardQuestAtResolution: (state) => state.firstPlayerToken === "quest",
  arrival: baseArrival,
  onHeroMoved: () => {
  },
  onGoblinDefeated: () => {
  },
  onReturnHome: () => {
  },
  usesFirstPlayerToken: true,
  chanceOutcomes: { chance: diceChanceOutcomes },
  goalVerdict: () => null
};
var baseRuleset = {
  steps: {
    "setup-map": buildMap,
    "setup-players": setupPlayers,
    "setup-goblins": setupGoblins,
    "setup-movement-cards": setupMovementCards,
    "setup-quests": setupQuests,
    "setup-first-player": chooseFirstPlayer,
    "begin-round": beginRound,
    "begin-day": beginDay,
    "begin-day-turn": beginDayTurn,
    "day-player-turn": dayPlayerTurn,
    "end-day-turn": endDayTurn,
    "begin-night": beginNight,
    "offer-gain": offerGain,
    "gain-item": gainItem,
    arrive,
    "check-movement-quests": checkMovementQuests,
    "complete-temple": completeTemple,
    "advance-legendary": advanceLegendary,
    "night-turn": nightTurn,
    "roll-dice": rollDiceStep,
    "resolve-adventure-roll": resolveAdventureRoll,
    "deal-damage": dealDamage,
    "roll-gain-power": rollGainPower,
    "roll-conjure-magic": rollConjureMagic,
    "open-spend-windows": openSpendWindows,
    "spend-window": spendWindow,
    "pass-dice": passDice,
    "rest-heroes": restHeroes,
    "grotto-roll-temples": grottoRollTemples,
    "reset-magic": resetMagic,
    "flip-goblins": flipGoblins,
    "refill-portals": refillPortals,
    "reset-movement-cards": resetMovementCards,
    "refresh-quest-row": refreshQuestRow,
    "pass-first-player": passFirstPlayer,
    "advance-round": advanceRound
  },
  decisions: {
    "choose-movement-card": chooseMovementCard,
    "move-or-idle": moveOrIdle,
    "choose-gain": chooseGain,
    "equip-item": equipItem,
    "choose-quest": chooseQuest,
    "use-grotto": useGrotto,
    "advance-temples": advanceTemples,
    "adventure-or-rest": adventureOrRest,
    defend,
    "night-spend": nightSpend,
    "use-staff": useStaff,
    chance: chanceRoll
  },
  env: (state, ruleset) => ({ content: state.content, index: indexContent(state.content), hooks: ruleset.hooks }),
  hooks: baseHooks
};

// src/engine/modules.ts
var MODULE_IDS = OPTIONAL_MODULE_IDS;
var implemented = availableModules;
var cache3 = /* @__PURE__ */ new Map();
function isModuleAvailable(id) {
  return implemented[id] !== void 0;
}
function rulesetFor(modules) {
  const key2 = modules.join(",");
  let ruleset = cache3.get(key2);
  if (ruleset === void 0) {
    const parts = modules.map((id) => {
      const module = implemented[id];
      if (module === void 0) throw new InvalidStateError("STATE_MODULE", `Module "${id}" is not available in this engine.`);
      return module;
    });
    ruleset = composeRuleset(baseRuleset, parts);
    cache3.set(key2, ruleset);
  }
  return ruleset;
}

// src/engine/options.ts
var SOLO = "solo";
var DIFFICULTIES = ["peasant", "page", "squire", "knight", "hero-of-legend"];
var KNOWN_KEYS = ["seed", "players", "modules", "difficulty", "content", "colors", "firstPlayer", "chance"];
function fail(code, message) {
  throw new InvalidOptionsError(code, message);
}
function normalizeOptions(options, playerColors) {
  if (typeof options !== "object" || options === null || Array.isArray(options)) {
    fail("OPTIONS_NOT_OBJECT", "createGame needs an options object such as { seed: 1, players: 2 }.");
  }
  const o = options;
  const unknownKeys = Object.keys(o).filter((k) => !KNOWN_KEYS.includes(k));
  if (unknownKeys.length > 0) {
    fail("OPTION_UNKNOWN", `Unknown option(s) ${unknownKeys.map((k) => `"${k}"`).join(", ")}; known: ${KNOWN_KEYS.join(", ")}.`);
  }
  const seed = o["seed"];
  if (!(typeof seed === "string" && seed.length > 0 || typeof seed === "number" && Number.isFinite(seed))) {
    fail("OPTION_SEED", "`seed` is required: a non-empty string or a finite number.");
  }
  const players = o["players"];
  if (typeof players !== "number" || !Number.isInteger(players) || players < 1 || players > 4) {
    fail("OPTION_PLAYERS", `\`players\` must be an integer from 1 to 4 (1 = solo); got ${JSON.stringify(players)}.`);
  }
  const chosen = normalizeModules(o["modules"]);
  const modules = MODULE_ORDER.filter((id) => id === SOLO ? players === 1 : chosen.includes(id));
  const difficulty = normalizeDifficulty(o["difficulty"], players);
  const colors = normalizeColors(o["colors"], players, playerColors);
  const firstPlayer = o["firstPlayer"];
  if (firstPlayer !== void 0 && (typeof firstPlayer !== "number" || !Number.isInteger(firstPlayer) || firstPlayer < 0 || firstPlayer >= players)) {
    fail("OPTION_FIRST_PLAYER", `\`firstPlayer\` must be a seat from 0 to ${players - 1}.`);
  }
  const chance = o["chance"] ?? "seeded";
  if (chance !== "seeded" && chance !== "external") {
    fail("OPTION_CHANCE", '`chance` must be "seeded" or "external".');
  }
  return {
    // -0 is a number JSON cannot keep; it seeds the same generator as 0 (String(-0) === "0").
    seed: Object.is(seed, -0) ? 0 : seed,
    players,
    modules,
    difficulty,
    chance,
    colors,
    firstPlayer: firstPlayer ?? null
  };
}
function normalizeDifficulty(value, players) {
  if (players !== 1) {
    if (value !== void 0) fail("OPTION_DIFFICULTY", "`difficulty` applies to the solo variant only (players: 1).");
    return null;
  }
  if (value === void 0) return "peasant";
  if (typeof value !== "string" || !DIFFICULTIES.includes(value)) {
    fail("OPTION_DIFFICULTY", `Unknown difficulty ${JSON.stringify(value)}; the solo difficulties are ${DIFFICULTIES.join(", ")}.`);
  }
  return value;
}
function normalizeModules(value) {
  if (value === void 0) return [];
  if (!Array.isArray(value)) fail("OPTION_MODULES", "`modules` must be an array of module ids.");
  for (const id of value) {
    if (typeof id !== "string" || !MODULE_IDS.includes(id)) {
      fail("OPTION_MODULES", `Unknown module ${JSON.stringify(id)}; known modules: ${MODULE_IDS.join(", ")}.`);
    }
    if (!isModuleAvailable(id)) fail("MODULE_UNAVAILABLE", `Module "${id}" is not available yet in this version.`);
  }
  if (new Set(value).size !== value.length) fail("OPTION_MODULES", "`modules` lists a module twice.");
  return MODULE_IDS.filter((id) => value.includes(id));
}
function normalizeColors(value, players, playerColors) {
  const colors = value ?? DEFAULT_COLORS.filter((c) => playerColors.includes(c)).slice(0, players);
  if (!Array.isArray(colors) || colors.length !== players || colors.some((c) => typeof c !== "string")) {
    fail("OPTION_COLORS", `\`colors\` must list exactly ${players} colour names.`);
  }
  if (new Set(colors).size !== colors.length) fail("OPTION_COLORS", "`colors` lists a colour twice.");
  const missing = colors.filter((c) => !playerColors.includes(c));
  if (missing.length > 0) {
    fail("OPTION_COLORS", `No player card of colour ${missing.map((c) => `"${c}"`).join(", ")}; available: ${playerColors.join(", ")}.`);
  }
  return colors;
}

// src/engine/create-game.ts
var frozenReference = null;
function contentFor(options) {
  const given = options.content;
  if (given === void 0) {
    frozenReference ??= freeze(clonePlain(referencePack), true);
    return frozenReference;
  }
  const problems = validateContent(given);
  if (problems.length > 0) throw new InvalidContentError(problems);
  return freeze(clonePlain(given), true);
}
function createGame(options) {
  const probe = typeof options === "object" && options !== null ? options : {};
  const content = contentFor(probe);
  const config = normalizeOptions(options, content.playerCards.map((card4) => card4.color));
  const ruleset = rulesetFor(config.modules);
  const skeleton = {
    schemaVersion: SCHEMA_VERSION,
    config,
    content,
    rng: seedRng(config.seed),
    decision: null,
    queue: ruleset.hooks.setupSteps,
    phase: "setup",
    round: 1,
    map: { cells: [] },
    players: [],
    firstPlayer: 0,
    firstPlayerToken: "quest",
    magicSpace: 0,
    goblins: { portals: [], supply: 0 },
    quests: { deck: [], row: [], discard: [] },
    itemRack: content.items.filter((item) => item.kind === "treasure").map((item) => item.id),
    movementCards: [],
    day: null,
    night: null,
    lastRoll: null,
    moduleState: {}
  };
  return freeze(runSteps(ruleset, skeleton, "immutable").state, true);
}

// src/engine/state-guard.ts
function assertStateShape(value) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InvalidStateError("STATE_NOT_OBJECT", "A game state must be an object created by createGame.");
  }
  const s = value;
  if (s["schemaVersion"] !== SCHEMA_VERSION) {
    throw new InvalidStateError(
      "STATE_VERSION",
      `This engine reads state schema version ${SCHEMA_VERSION}; the state has ${JSON.stringify(s["schemaVersion"]) ?? "none"}.`
    );
  }
  const config = s["config"];
  const modules = config?.["modules"];
  if (typeof config !== "object" || config === null || !Array.isArray(modules) || typeof s["content"] !== "object" || s["content"] === null || Array.isArray(s["content"]) || !Array.isArray(s["queue"]) || !(s["decision"] === null || typeof s["decision"] === "object" && typeof s["decision"].kind === "string")) {
    throw new InvalidStateError("STATE_MALFORMED", "The state lacks its config, content, queue or decision.");
  }
  const players = config["players"];
  if (typeof players !== "number" || !Number.isInteger(players) || players < 1 || players > 4 || !Array.isArray(s["players"]) || s["phase"] !== "setup" && s["players"].length !== players) {
    throw new InvalidStateError("STATE_MALFORMED", "The state's config.players must be 1 to 4 and match its player boards.");
  }
  const unavailable = modules.filter((m) => typeof m !== "string" || !isModuleAvailable(m));
  if (unavailable.length > 0) {
    throw new InvalidStateError("STATE_MODULE", `The state names module(s) this engine does not provide: ${JSON.stringify(unavailable)}.`);
  }
  const rng = s["rng"];
  if (typeof rng !== "object" || rng === null || !["c", "s0", "s1", "s2"].every((k) => typeof rng[k] === "number" && Number.isFinite(rng[k]))) {
    throw new InvalidStateError("STATE_MALFORMED", "The state's RNG must hold four finite numbers c, s0, s1, s2.");
  }
}

// src/engine/api.ts
function guarded(body) {
  try {
    return body();
  } catch (error) {
    if (error instanceof TeqError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new InvalidStateError("STATE_CORRUPT", `The state is inconsistent and cannot be played: ${reason}`);
  }
}
function reduceWithEvents(state, action2) {
  assertStateShape(state);
  return guarded(() => applyAction(rulesetFor(state.config.modules), state, action2, "immutable"));
}
function legalActions(state) {
  assertStateShape(state);
  return guarded(() => listActions(rulesetFor(state.config.modules), state));
}
function isGameOver(state) {
  assertStateShape(state);
  return state.phase === "ended";
}

// src/rules/scoring/scores.ts
function itemsHeld(state, seat) {
  const player = state.players[seat];
  if (player === void 0) return 0;
  const onHeroes = player.heroes.reduce((n, hero) => n + hero.items.length, 0);
  const legendaryOnHeroes = player.heroes.reduce(
    (n, hero) => n + hero.items.filter((item) => item in player.legendary).length,
    0
  );
  return onHeroes - legendaryOnHeroes + player.reserve.filter((i) => !(i in player.legendary)).length + legendaryItemsGained(state, seat);
}
var TIE_BREAK_ORDER = ["quests", "goblins", "spellLevel", "items"];
function scoreSheet(state, sources, content, verdict = () => null) {
  const players = state.players.map((player) => {
    const breakdown = sources.map((source) => {
      const count = source.count(state, player.seat);
      return { source: source.id, count, points: source.points(count, content) };
    });
    return {
      seat: player.seat,
      color: player.color,
      total: breakdown.reduce((sum, line) => sum + line.points, 0),
      breakdown,
      tieBreaks: {
        quests: player.completedQuests.length,
        goblins: player.goblinsDefeated,
        spellLevel: player.spellLevel,
        items: itemsHeld(state, player.seat)
      }
    };
  });
  let leaders = players;
  const best = Math.max(...leaders.map((p) => p.total));
  leaders = leaders.filter((p) => p.total === best);
  for (const key2 of TIE_BREAK_ORDER) {
    const top = Math.max(...leaders.map((p) => p.tieBreaks[key2]));
    leaders = leaders.filter((p) => p.tieBreaks[key2] === top);
  }
  const final = state.phase === "ended";
  const solo2 = verdict(state, players[0]?.total ?? 0);
  if (solo2 !== null) return { final, players, winners: solo2.reached ? players.map((p) => p.seat) : [], solo: solo2 };
  return { final, players, winners: leaders.map((p) => p.seat) };
}

// src/engine/scores.ts
function scores(state) {
  assertStateShape(state);
  const hooks = rulesetFor(state.config.modules).hooks;
  return guarded(() => scoreSheet(state, hooks.scoreSources, state.content, hooks.goalVerdict));
}

// src/engine/player-view.ts
function playerView(state, viewer) {
  assertStateShape(state);
  if (viewer !== "spectator" && !(Number.isInteger(viewer) && viewer >= 0 && viewer < state.config.players)) {
    throw new InvalidOptionsError("VIEWER", `The viewer must be a seat from 0 to ${state.config.players - 1} or "spectator".`);
  }
  return guarded(() => {
    const order = new Map(state.content.quests.map((q, i) => [q.id, i]));
    const deck = [...state.quests.deck].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    return { ...state, rng: null, quests: { ...state.quests, deck } };
  });
}

// src/engine/chance.ts
function chanceOutcomes(state) {
  assertStateShape(state);
  const decision = state.decision;
  if (decision === null || decision.player !== "chance") return [];
  const ruleset = rulesetFor(state.config.modules);
  const outcomes = ruleset.hooks.chanceOutcomes[decision.kind];
  if (outcomes === void 0) return [];
  return outcomes(state, decision, ruleset.env(state, ruleset)).map((o) => ({ action: o.action, probability: o.probability }));
}

// src/engine/simulator.ts
function cloneState(state) {
  const out = {};
  for (const key2 of Object.keys(state)) {
    out[key2] = key2 === "content" ? state.content : clonePlain(state[key2]);
  }
  return out;
}
var Simulator = class {
  #state;
  #ruleset;
  /** @param state - the state to start from (copied; the original is never touched) */
  constructor(state) {
    assertStateShape(state);
    this.#state = cloneState(state);
    this.#ruleset = rulesetFor(state.config.modules);
  }
  /**
   * The live internal state. Do not mutate it; it changes on the next `apply`.
   * @returns the current state
   */
  get state() {
    return this.#state;
  }
  /**
   * A deep copy of the current state, safe to keep.
   * @returns a copy
   */
  snapshot() {
    return cloneState(this.#state);
  }
  /**
   * Every legal action now.
   * @returns the legal actions
   */
  legalActions() {
    return listActions(this.#ruleset, this.#state);
  }
  /**
   * Checks and applies an action in place.
   * @param action - the action
   * @returns the events of the transition
   * @throws IllegalActionError when the action is illegal (the state is unchanged)
   */
  apply(action2) {
    const rejection = checkAction(this.#ruleset, this.#state, action2);
    if (rejection !== null) throw new IllegalActionError(rejection.code, rejection.message, action2);
    return applyAction(this.#ruleset, this.#state, action2, "in-place").events;
  }
  /**
   * Whether the game has ended.
   * @returns true after the last round
   */
  isGameOver() {
    return this.#state.phase === "ended";
  }
};

// src/bots/evaluate.ts
function evaluateFor(state, seat, ruleset) {
  const player = state.players[seat];
  if (player === void 0) return 0;
  const env = { content: state.content, index: indexContent(state.content), hooks: ruleset.hooks };
  const sheet = scoreSheet(state, ruleset.hooks.scoreSources, state.content);
  let value = sheet.players[seat]?.total ?? 0;
  for (const hero of player.heroes) {
    const region = regionAt(state.map.cells, hero.at, env);
    if (region.kind === "temple") value += 0.6 + 1.3 * hero.templeSpace;
    if (region.kind === "portal") {
      const goblin = state.goblins.portals.find((p) => p.at.cell === hero.at.cell)?.goblin;
      if (goblin != null) value += 1 + 0.5 * goblin.damage;
    }
    if (region.kind === "obelisk") {
      const level = env.index.spells.get(region.spell)?.level ?? 0;
      if (level > player.spellLevel) value += Math.min(3, level - player.spellLevel);
    }
    value += 0.8 * hero.items.length;
  }
  value += 0.8 * player.reserve.length;
  value += 1.5 * Object.values(player.legendary).reduce((a, b) => a + b, 0);
  value += 0.35 * player.health + 0.25 * Math.min(player.power, maxPower(state, seat));
  return value;
}

// src/bots/seeded-random.ts
function seededRandom(seed) {
  const text = String(seed);
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  let a = h;
  return () => {
    a = a + 1831565813 >>> 0;
    let t = a;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
}

// src/bots/heuristic-bot.ts
function sampleChance(state, random) {
  const outcomes = chanceOutcomes(state);
  if (outcomes.length === 0) return null;
  let r = random();
  for (const outcome of outcomes) {
    r -= outcome.probability;
    if (r <= 0) return outcome.action;
  }
  return outcomes[outcomes.length - 1].action;
}
function randomBot(seed) {
  const random = seededRandom(seed);
  return (state) => {
    const chance = sampleChance(state, random);
    if (chance !== null) return chance;
    const options = legalActions(state);
    const pick = options[Math.floor(random() * options.length)];
    if (pick === void 0) throw new RangeError("No legal action: the game is over.");
    return pick;
  };
}
function shouldRest(state, seat) {
  const player = state.players[seat];
  if (player === void 0) return true;
  return player.health <= 2 || player.health <= 3 && player.heroes.some((h) => h.templeSpace >= 4);
}
function heuristicBot(seed) {
  const random = seededRandom(seed);
  return (state) => {
    const chance = sampleChance(state, random);
    if (chance !== null) return chance;
    const options = legalActions(state);
    const decision = state.decision;
    const seat = typeof decision?.player === "number" ? decision.player : 0;
    if (decision?.kind === "adventure-or-rest") {
      const rest = options.find((a) => a.type === "rest");
      if (rest !== void 0 && shouldRest(state, seat)) return rest;
    }
    const ruleset = rulesetFor(state.config.modules);
    const determinized = { ...state, rng: seedRng(Math.floor(random() * 2 ** 31)) };
    let best;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const action2 of options) {
      const sim = new Simulator(determinized);
      sim.apply(action2);
      const value = evaluateFor(sim.state, seat, ruleset) + random() * 0.01;
      if (value > bestValue) {
        bestValue = value;
        best = action2;
      }
    }
    if (best === void 0) throw new RangeError("No legal action: the game is over.");
    return best;
  };
}

// src/tools/errors.ts
var ToolError = class extends TeqError {
};

// src/tools/bots.ts
var BOTS = [
  { name: "random", description: "uniform among the legal actions (chance by probability)", create: (seed) => randomBot(seed) },
  { name: "heuristic", description: "one-step determinized look-ahead with a heuristic evaluation", create: (seed) => heuristicBot(seed) }
];
function botNames() {
  return BOTS.map((b) => b.name);
}
function createBot(name, seed) {
  const entry = BOTS.find((b) => b.name === name);
  if (entry === void 0) throw new ToolError("UNKNOWN_BOT", `Unknown bot "${name}"; known bots: ${botNames().join(", ")}.`);
  return entry.create(seed);
}

// src/tools/sim/rows.ts
var SCORE_SOURCES = ["quests", "goblins", "spells", "legendary-items", "mushrooms"];
var ROUNDS2 = 5;
var sourceColumn = (source) => source.replace(/-/g, "_");
var COLUMNS = [
  { name: "seed", type: "int", doc: "the game's seed (createGame({ seed }))" },
  { name: "players", type: "int", doc: "players in the game (1 = solo)" },
  { name: "modules", type: "string", doc: 'optional modules joined by "+", empty for the base game' },
  { name: "difficulty", type: "string", doc: "solo difficulty; empty in 2-4 player games" },
  { name: "lineup", type: "string", doc: 'the bot of every seat joined by "/", seat 0 first' },
  { name: "seat", type: "int", doc: "this row's seat (0-based)" },
  { name: "color", type: "string", doc: "the seat's colour" },
  { name: "bot", type: "string", doc: "the bot playing this seat" },
  { name: "first_player", type: "bool", doc: "this seat held the first player token in round 1" },
  { name: "vp", type: "int", doc: "final victory points" },
  { name: "rank", type: "int", doc: "1 = best; after tie-breaks, seats still tied share a rank" },
  { name: "won", type: "bool", doc: "among the winners (solo: reached the goal)" },
  { name: "winners", type: "int", doc: "how many seats won the game (a shared victory counts for each)" },
  ...SCORE_SOURCES.map((s) => ({ name: `vp_${sourceColumn(s)}`, type: "int", doc: `victory points from ${s}; empty when the game has no such source` })),
  ...SCORE_SOURCES.map((s) => ({ name: `n_${sourceColumn(s)}`, type: "int", doc: `how many ${s} the seat scored (the Round Card count)` })),
  ...Array.from({ length: ROUNDS2 }, (_, i) => ({ name: `vp_r${i + 1}`, type: "int", doc: `total victory points at the end of round ${i + 1}` })),
  { name: "rounds", type: "int", doc: "rounds played (5 in a finished game)" },
  { name: "actions", type: "int", doc: "actions applied in the whole game (all seats)" },
  { name: "goal", type: "int", doc: "solo: the difficulty's victory point goal; empty otherwise" },
  { name: "goal_reached", type: "bool", doc: "solo: the final total reaches the goal; empty otherwise" },
  { name: "error", type: "string", doc: "empty, or the error code that stopped the game early (the row then holds the standings)" }
];
function vpColumn(source) {
  return `vp_${sourceColumn(source)}`;
}
function countColumn(source) {
  return `n_${sourceColumn(source)}`;
}
function toJsonl(rows) {
  return rows.map((row) => JSON.stringify(Object.fromEntries(COLUMNS.map((c) => [c.name, row[c.name] ?? null])))).join("\n") + (rows.length > 0 ? "\n" : "");
}
function csvField(value) {
  if (value === null || value === void 0) return "";
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
function toCsv(rows) {
  const lines = [COLUMNS.map((c) => c.name).join(",")];
  for (const row of rows) lines.push(COLUMNS.map((c) => csvField(row[c.name])).join(","));
  return lines.join("\n") + "\n";
}
function coerce(column, value, where) {
  if (value === null || value === void 0 || value === "") return null;
  if (column.type === "int") {
    const n = typeof value === "number" ? value : Number(value);
    if (!Number.isInteger(n)) throw new ToolError("BAD_ROW", `${where}: column ${column.name} must be an integer, not ${JSON.stringify(value)}.`);
    return n;
  }
  if (column.type === "bool") {
    if (value === true || value === "true") return true;
    if (value === false || value === "false") return false;
    throw new ToolError("BAD_ROW", `${where}: column ${column.name} must be true or false, not ${JSON.stringify(value)}.`);
  }
  return String(value);
}
function normalize(raw, where) {
  const row = {};
  for (const column of COLUMNS) row[column.name] = coerce(column, raw[column.name], where);
  for (const key2 of ["seed", "players", "seat", "vp"]) {
    if (row[key2] === null) throw new ToolError("BAD_ROW", `${where}: the row has no ${key2}.`);
  }
  if (row["modules"] === null) row["modules"] = "";
  return row;
}
function parseJsonl(text, name = "input") {
  const rows = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === "") return;
    let raw;
    try {
      raw = JSON.parse(line);
    } catch {
      throw new ToolError("BAD_ROW", `${name}:${i + 1}: not a JSON line.`);
    }
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw new ToolError("BAD_ROW", `${name}:${i + 1}: not a JSON object.`);
    rows.push(normalize(raw, `${name}:${i + 1}`));
  });
  return rows;
}
function splitCsvLine(line) {
  const out = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      out.push(field);
      field = "";
    } else field += ch;
  }
  out.push(field);
  return out;
}
function parseCsv(text, name = "input") {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "");
  const header = splitCsvLine(lines[0] ?? "");
  return lines.slice(1).map((line, i) => {
    const fields = splitCsvLine(line);
    return normalize(Object.fromEntries(header.map((h, k) => [h, fields[k]])), `${name}:${i + 2}`);
  });
}
function gameKey(row) {
  return `${row["players"]}|${row["modules"]}|${row["difficulty"] ?? ""}|${row["lineup"]}|${row["seed"]}`;
}
function canonicalRows(rows) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const row of rows) {
    const key2 = `${gameKey(row)}|${row["seat"]}`;
    if (seen.has(key2)) continue;
    seen.add(key2);
    out.push(row);
  }
  const level = (r) => DIFFICULTIES.indexOf(r["difficulty"]);
  const str = (v) => v === null || v === void 0 ? "" : String(v);
  out.sort(
    (a, b) => Number(a["players"]) - Number(b["players"]) || str(a["modules"]).localeCompare(str(b["modules"])) || level(a) - level(b) || str(a["lineup"]).localeCompare(str(b["lineup"])) || Number(a["seed"]) - Number(b["seed"]) || Number(a["seat"]) - Number(b["seat"])
  );
  return { rows: out, duplicates: rows.length - out.length };
}

// src/tools/sim/setup.ts
function modulesField(modules) {
  return modules.join("+");
}
function lineupField(bots) {
  return bots.join("/");
}
function setupLabel(setup) {
  const who = setup.players === 1 ? `solo (${setup.difficulty ?? "peasant"})` : `${setup.players} players`;
  return `${who}, ${setup.modules === "" ? "base game" : setup.modules}, ${setup.lineup}`;
}
function parseSeedRange(text) {
  const m = /^(\d+)(?:\.\.(\d+))?$/.exec(text.trim());
  if (m === null) throw new ToolError("BAD_SEEDS", `--seeds must look like 0..9999 (inclusive) or a single seed, not "${text}".`);
  const from = Number(m[1]);
  const to = m[2] === void 0 ? from : Number(m[2]);
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || to < from) throw new ToolError("BAD_SEEDS", `--seeds range "${text}" is empty or too large.`);
  return { from, to };
}
function shardOf(range, shard) {
  const m = /^(\d+)\/(\d+)$/.exec(shard.trim());
  const i = m === null ? NaN : Number(m[1]);
  const n = m === null ? NaN : Number(m[2]);
  if (!(n >= 1 && i >= 1 && i <= n)) throw new ToolError("BAD_SHARD", `--shard must be i/n with 1 <= i <= n, not "${shard}".`);
  const size = range.to - range.from + 1;
  const start = range.from + Math.floor((i - 1) * size / n);
  const end = range.from + Math.floor(i * size / n) - 1;
  return { from: start, to: end };
}
function list(text) {
  return text.split(",").map((s) => s.trim()).filter((s) => s !== "");
}
function parseSetups(players, modules, difficulty, bots) {
  const counts = list(players).map((p) => {
    if (!/^[1-4]$/.test(p)) throw new ToolError("BAD_PLAYERS", `--players takes numbers from 1 to 4 (comma-separated), not "${p}".`);
    return Number(p);
  });
  if (counts.length === 0) throw new ToolError("BAD_PLAYERS", "--players needs at least one player count.");
  const mods = list(modules).filter((m) => m !== "none" && m !== "base");
  for (const m of mods) {
    if (!MODULE_IDS.includes(m)) throw new ToolError("BAD_MODULES", `Unknown module "${m}"; known modules: ${MODULE_IDS.join(", ")}.`);
  }
  const ordered = MODULE_IDS.filter((m) => mods.includes(m));
  const levels = difficulty === "all" ? [...DIFFICULTIES] : list(difficulty);
  for (const d of levels) {
    if (!DIFFICULTIES.includes(d)) throw new ToolError("BAD_DIFFICULTY", `Unknown difficulty "${d}"; known: ${DIFFICULTIES.join(", ")} or all.`);
  }
  const names = list(bots);
  if (names.length === 0) throw new ToolError("BAD_BOTS", "--bots needs at least one bot name.");
  for (const b of names) {
    if (!botNames().includes(b)) throw new ToolError("UNKNOWN_BOT", `Unknown bot "${b}"; known bots: ${botNames().join(", ")}.`);
  }
  const setups = [];
  for (const n of counts) {
    if (names.length !== 1 && names.length < n) throw new ToolError("BAD_BOTS", `--bots lists ${names.length} bots for ${n} seats: give one name, or one per seat.`);
    const seating = Array.from({ length: n }, (_, seat) => names.length === 1 ? names[0] : names[seat]);
    const diffs = n === 1 ? levels.length === 0 ? ["peasant"] : levels : [null];
    for (const d of diffs) setups.push({ players: n, modules: ordered, difficulty: d, bots: seating });
  }
  return setups;
}

// src/tools/sim/play-game.ts
var MAX_ACTIONS = 2e4;
var EMPTY_ROW = Object.fromEntries(COLUMNS.map((c) => [c.name, null]));
function rankOf(sheet, seat) {
  const key2 = (s) => {
    const p = sheet.players[s];
    return [p.total, p.tieBreaks.quests, p.tieBreaks.goblins, p.tieBreaks.spellLevel, p.tieBreaks.items];
  };
  const mine = key2(seat);
  const ahead = sheet.players.filter((p) => {
    const other = key2(p.seat);
    for (let i = 0; i < mine.length; i++) if (other[i] !== mine[i]) return other[i] > mine[i];
    return false;
  });
  return ahead.length + 1;
}
function botSeed(seed, seat, bot) {
  return `${seed}/${seat}/${bot}`;
}
function playGame(setup, seed) {
  const options = {
    seed,
    players: setup.players,
    modules: setup.modules,
    ...setup.difficulty === null ? {} : { difficulty: setup.difficulty }
  };
  const start = createGame(options);
  const sim = new Simulator(start);
  const bots = setup.bots.map((name, seat) => createBot(name, botSeed(seed, seat, name)));
  const byRound = setup.bots.map(() => []);
  const recordRound = () => {
    const sheet2 = scores(sim.state);
    for (const p of sheet2.players) byRound[p.seat].push(p.total);
  };
  let round = sim.state.round;
  let actions = 0;
  let error = null;
  while (!sim.isGameOver()) {
    if (actions >= MAX_ACTIONS) {
      error = "TOO_MANY_ACTIONS";
      break;
    }
    const actor = sim.state.decision?.player;
    const bot = bots[typeof actor === "number" ? actor : 0];
    try {
      sim.apply(bot(sim.state));
    } catch (caught) {
      error = caught instanceof TeqError ? caught.code : "INTERNAL_ERROR";
      break;
    }
    actions++;
    while (round < sim.state.round) {
      recordRound();
      round++;
    }
  }
  if (sim.isGameOver()) recordRound();
  const sheet = scores(sim.state);
  const modules = modulesField(setup.modules);
  const lineup = lineupField(setup.bots);
  return sheet.players.map((p) => {
    const row = {
      ...EMPTY_ROW,
      seed,
      players: setup.players,
      modules,
      difficulty: setup.difficulty,
      lineup,
      seat: p.seat,
      color: p.color,
      bot: setup.bots[p.seat],
      first_player: start.firstPlayer === p.seat,
      vp: p.total,
      rank: rankOf(sheet, p.seat),
      won: sheet.winners.includes(p.seat),
      winners: sheet.winners.length
    };
    for (const line of p.breakdown) {
      row[vpColumn(line.source)] = line.points;
      row[countColumn(line.source)] = line.count;
    }
    byRound[p.seat].forEach((vp, i) => {
      row[`vp_r${i + 1}`] = vp;
    });
    row["rounds"] = byRound[p.seat].length;
    row["actions"] = actions;
    row["goal"] = sheet.solo?.goal ?? null;
    row["goal_reached"] = sheet.solo === void 0 ? null : sheet.solo.reached;
    row["error"] = error;
    return row;
  });
}

export {
  define_TEQ_PLOT_ASSETS_default,
  TeqError,
  maxHealth,
  maxPower,
  MODULE_IDS,
  DIFFICULTIES,
  createGame,
  reduceWithEvents,
  legalActions,
  isGameOver,
  scores,
  playerView,
  chanceOutcomes,
  heuristicBot,
  ToolError,
  SCORE_SOURCES,
  ROUNDS2 as ROUNDS,
  vpColumn,
  toJsonl,
  toCsv,
  parseJsonl,
  parseCsv,
  canonicalRows,
  BOTS,
  botNames,
  createBot,
  setupLabel,
  parseSeedRange,
  shardOf,
  parseSetups,
  playGame
};
