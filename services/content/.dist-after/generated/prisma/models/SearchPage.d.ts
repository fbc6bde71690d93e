import type * as runtime from "@prisma/client/runtime/client";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model SearchPage
 *
 */
export type SearchPageModel = runtime.Types.Result.DefaultSelection<Prisma.$SearchPagePayload>;
export type AggregateSearchPage = {
    _count: SearchPageCountAggregateOutputType | null;
    _min: SearchPageMinAggregateOutputType | null;
    _max: SearchPageMaxAggregateOutputType | null;
};
export type SearchPageMinAggregateOutputType = {
    spaceId: string | null;
    pageId: string | null;
    title: string | null;
    titleFolded: string | null;
};
export type SearchPageMaxAggregateOutputType = {
    spaceId: string | null;
    pageId: string | null;
    title: string | null;
    titleFolded: string | null;
};
export type SearchPageCountAggregateOutputType = {
    spaceId: number;
    pageId: number;
    title: number;
    titleFolded: number;
    _all: number;
};
export type SearchPageMinAggregateInputType = {
    spaceId?: true;
    pageId?: true;
    title?: true;
    titleFolded?: true;
};
export type SearchPageMaxAggregateInputType = {
    spaceId?: true;
    pageId?: true;
    title?: true;
    titleFolded?: true;
};
export type SearchPageCountAggregateInputType = {
    spaceId?: true;
    pageId?: true;
    title?: true;
    titleFolded?: true;
    _all?: true;
};
export type SearchPageAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which SearchPage to aggregate.
     */
    where?: Prisma.SearchPageWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SearchPages to fetch.
     */
    orderBy?: Prisma.SearchPageOrderByWithRelationInput | Prisma.SearchPageOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.SearchPageWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SearchPages from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SearchPages.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned SearchPages
    **/
    _count?: true | SearchPageCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: SearchPageMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: SearchPageMaxAggregateInputType;
};
export type GetSearchPageAggregateType<T extends SearchPageAggregateArgs> = {
    [P in keyof T & keyof AggregateSearchPage]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateSearchPage[P]> : Prisma.GetScalarType<T[P], AggregateSearchPage[P]>;
};
export type SearchPageGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.SearchPageWhereInput;
    orderBy?: Prisma.SearchPageOrderByWithAggregationInput | Prisma.SearchPageOrderByWithAggregationInput[];
    by: Prisma.SearchPageScalarFieldEnum[] | Prisma.SearchPageScalarFieldEnum;
    having?: Prisma.SearchPageScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: SearchPageCountAggregateInputType | true;
    _min?: SearchPageMinAggregateInputType;
    _max?: SearchPageMaxAggregateInputType;
};
export type SearchPageGroupByOutputType = {
    spaceId: string;
    pageId: string;
    title: string;
    titleFolded: string;
    _count: SearchPageCountAggregateOutputType | null;
    _min: SearchPageMinAggregateOutputType | null;
    _max: SearchPageMaxAggregateOutputType | null;
};
export type GetSearchPageGroupByPayload<T extends SearchPageGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<SearchPageGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof SearchPageGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], SearchPageGroupByOutputType[P]> : Prisma.GetScalarType<T[P], SearchPageGroupByOutputType[P]>;
}>>;
export type SearchPageWhereInput = {
    AND?: Prisma.SearchPageWhereInput | Prisma.SearchPageWhereInput[];
    OR?: Prisma.SearchPageWhereInput[];
    NOT?: Prisma.SearchPageWhereInput | Prisma.SearchPageWhereInput[];
    spaceId?: Prisma.StringFilter<"SearchPage"> | string;
    pageId?: Prisma.StringFilter<"SearchPage"> | string;
    title?: Prisma.StringFilter<"SearchPage"> | string;
    titleFolded?: Prisma.StringFilter<"SearchPage"> | string;
};
export type SearchPageOrderByWithRelationInput = {
    spaceId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    title?: Prisma.SortOrder;
    titleFolded?: Prisma.SortOrder;
};
export type SearchPageWhereUniqueInput = Prisma.AtLeast<{
    spaceId_pageId?: Prisma.SearchPageSpaceIdPageIdCompoundUniqueInput;
    AND?: Prisma.SearchPageWhereInput | Prisma.SearchPageWhereInput[];
    OR?: Prisma.SearchPageWhereInput[];
    NOT?: Prisma.SearchPageWhereInput | Prisma.SearchPageWhereInput[];
    spaceId?: Prisma.StringFilter<"SearchPage"> | string;
    pageId?: Prisma.StringFilter<"SearchPage"> | string;
    title?: Prisma.StringFilter<"SearchPage"> | string;
    titleFolded?: Prisma.StringFilter<"SearchPage"> | string;
}, "spaceId_pageId">;
export type SearchPageOrderByWithAggregationInput = {
    spaceId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    title?: Prisma.SortOrder;
    titleFolded?: Prisma.SortOrder;
    _count?: Prisma.SearchPageCountOrderByAggregateInput;
    _max?: Prisma.SearchPageMaxOrderByAggregateInput;
    _min?: Prisma.SearchPageMinOrderByAggregateInput;
};
export type SearchPageScalarWhereWithAggregatesInput = {
    AND?: Prisma.SearchPageScalarWhereWithAggregatesInput | Prisma.SearchPageScalarWhereWithAggregatesInput[];
    OR?: Prisma.SearchPageScalarWhereWithAggregatesInput[];
    NOT?: Prisma.SearchPageScalarWhereWithAggregatesInput | Prisma.SearchPageScalarWhereWithAggregatesInput[];
    spaceId?: Prisma.StringWithAggregatesFilter<"SearchPage"> | string;
    pageId?: Prisma.StringWithAggregatesFilter<"SearchPage"> | string;
    title?: Prisma.StringWithAggregatesFilter<"SearchPage"> | string;
    titleFolded?: Prisma.StringWithAggregatesFilter<"SearchPage"> | string;
};
export type SearchPageUpdateInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    titleFolded?: Prisma.StringFieldUpdateOperationsInput | string;
};
export type SearchPageUncheckedUpdateInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    titleFolded?: Prisma.StringFieldUpdateOperationsInput | string;
};
export type SearchPageUpdateManyMutationInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    titleFolded?: Prisma.StringFieldUpdateOperationsInput | string;
};
export type SearchPageUncheckedUpdateManyInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    titleFolded?: Prisma.StringFieldUpdateOperationsInput | string;
};
export type SearchPageSpaceIdPageIdCompoundUniqueInput = {
    spaceId: string;
    pageId: string;
};
export type SearchPageCountOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    title?: Prisma.SortOrder;
    titleFolded?: Prisma.SortOrder;
};
export type SearchPageMaxOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    title?: Prisma.SortOrder;
    titleFolded?: Prisma.SortOrder;
};
export type SearchPageMinOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    title?: Prisma.SortOrder;
    titleFolded?: Prisma.SortOrder;
};
export type SearchPageSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    pageId?: boolean;
    title?: boolean;
    titleFolded?: boolean;
}, ExtArgs["result"]["searchPage"]>;
export type SearchPageSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    pageId?: boolean;
    title?: boolean;
    titleFolded?: boolean;
}, ExtArgs["result"]["searchPage"]>;
export type SearchPageSelectScalar = {
    spaceId?: boolean;
    pageId?: boolean;
    title?: boolean;
    titleFolded?: boolean;
};
export type SearchPageOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"spaceId" | "pageId" | "title" | "titleFolded", ExtArgs["result"]["searchPage"]>;
export type $SearchPagePayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "SearchPage";
    objects: {};
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        spaceId: string;
        pageId: string;
        title: string;
        titleFolded: string;
    }, ExtArgs["result"]["searchPage"]>;
    composites: {};
};
export type SearchPageGetPayload<S extends boolean | null | undefined | SearchPageDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$SearchPagePayload, S>;
export type SearchPageCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<SearchPageFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: SearchPageCountAggregateInputType | true;
};
export interface SearchPageDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['SearchPage'];
        meta: {
            name: 'SearchPage';
        };
    };
    /**
     * Find zero or one SearchPage that matches the filter.
     * @param {SearchPageFindUniqueArgs} args - Arguments to find a SearchPage
     * @example
     * // Get one SearchPage
     * const searchPage = await prisma.searchPage.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends SearchPageFindUniqueArgs>(args: Prisma.SelectSubset<T, SearchPageFindUniqueArgs<ExtArgs>>): Prisma.Prisma__SearchPageClient<runtime.Types.Result.GetResult<Prisma.$SearchPagePayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one SearchPage that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {SearchPageFindUniqueOrThrowArgs} args - Arguments to find a SearchPage
     * @example
     * // Get one SearchPage
     * const searchPage = await prisma.searchPage.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends SearchPageFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, SearchPageFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__SearchPageClient<runtime.Types.Result.GetResult<Prisma.$SearchPagePayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first SearchPage that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchPageFindFirstArgs} args - Arguments to find a SearchPage
     * @example
     * // Get one SearchPage
     * const searchPage = await prisma.searchPage.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends SearchPageFindFirstArgs>(args?: Prisma.SelectSubset<T, SearchPageFindFirstArgs<ExtArgs>>): Prisma.Prisma__SearchPageClient<runtime.Types.Result.GetResult<Prisma.$SearchPagePayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first SearchPage that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchPageFindFirstOrThrowArgs} args - Arguments to find a SearchPage
     * @example
     * // Get one SearchPage
     * const searchPage = await prisma.searchPage.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends SearchPageFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, SearchPageFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__SearchPageClient<runtime.Types.Result.GetResult<Prisma.$SearchPagePayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more SearchPages that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchPageFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all SearchPages
     * const searchPages = await prisma.searchPage.findMany()
     *
     * // Get first 10 SearchPages
     * const searchPages = await prisma.searchPage.findMany({ take: 10 })
     *
     * // Only select the `spaceId`
     * const searchPageWithSpaceIdOnly = await prisma.searchPage.findMany({ select: { spaceId: true } })
     *
     */
    findMany<T extends SearchPageFindManyArgs>(args?: Prisma.SelectSubset<T, SearchPageFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SearchPagePayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Delete a SearchPage.
     * @param {SearchPageDeleteArgs} args - Arguments to delete one SearchPage.
     * @example
     * // Delete one SearchPage
     * const SearchPage = await prisma.searchPage.delete({
     *   where: {
     *     // ... filter to delete one SearchPage
     *   }
     * })
     *
     */
    delete<T extends SearchPageDeleteArgs>(args: Prisma.SelectSubset<T, SearchPageDeleteArgs<ExtArgs>>): Prisma.Prisma__SearchPageClient<runtime.Types.Result.GetResult<Prisma.$SearchPagePayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one SearchPage.
     * @param {SearchPageUpdateArgs} args - Arguments to update one SearchPage.
     * @example
     * // Update one SearchPage
     * const searchPage = await prisma.searchPage.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends SearchPageUpdateArgs>(args: Prisma.SelectSubset<T, SearchPageUpdateArgs<ExtArgs>>): Prisma.Prisma__SearchPageClient<runtime.Types.Result.GetResult<Prisma.$SearchPagePayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more SearchPages.
     * @param {SearchPageDeleteManyArgs} args - Arguments to filter SearchPages to delete.
     * @example
     * // Delete a few SearchPages
     * const { count } = await prisma.searchPage.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends SearchPageDeleteManyArgs>(args?: Prisma.SelectSubset<T, SearchPageDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more SearchPages.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchPageUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many SearchPages
     * const searchPage = await prisma.searchPage.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends SearchPageUpdateManyArgs>(args: Prisma.SelectSubset<T, SearchPageUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more SearchPages and returns the data updated in the database.
     * @param {SearchPageUpdateManyAndReturnArgs} args - Arguments to update many SearchPages.
     * @example
     * // Update many SearchPages
     * const searchPage = await prisma.searchPage.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more SearchPages and only return the `spaceId`
     * const searchPageWithSpaceIdOnly = await prisma.searchPage.updateManyAndReturn({
     *   select: { spaceId: true },
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    updateManyAndReturn<T extends SearchPageUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, SearchPageUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SearchPagePayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Count the number of SearchPages.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchPageCountArgs} args - Arguments to filter SearchPages to count.
     * @example
     * // Count the number of SearchPages
     * const count = await prisma.searchPage.count({
     *   where: {
     *     // ... the filter for the SearchPages we want to count
     *   }
     * })
    **/
    count<T extends SearchPageCountArgs>(args?: Prisma.Subset<T, SearchPageCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], SearchPageCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a SearchPage.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchPageAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
     * @example
     * // Ordered by age ascending
     * // Where email contains prisma.io
     * // Limited to the 10 users
     * const aggregations = await prisma.user.aggregate({
     *   _avg: {
     *     age: true,
     *   },
     *   where: {
     *     email: {
     *       contains: "prisma.io",
     *     },
     *   },
     *   orderBy: {
     *     age: "asc",
     *   },
     *   take: 10,
     * })
    **/
    aggregate<T extends SearchPageAggregateArgs>(args: Prisma.Subset<T, SearchPageAggregateArgs>): Prisma.PrismaPromise<GetSearchPageAggregateType<T>>;
    /**
     * Group by SearchPage.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchPageGroupByArgs} args - Group by arguments.
     * @example
     * // Group by city, order by createdAt, get count
     * const result = await prisma.user.groupBy({
     *   by: ['city', 'createdAt'],
     *   orderBy: {
     *     createdAt: true
     *   },
     *   _count: {
     *     _all: true
     *   },
     * })
     *
    **/
    groupBy<T extends SearchPageGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: SearchPageGroupByArgs['orderBy'];
    } : {
        orderBy?: SearchPageGroupByArgs['orderBy'];
    }, OrderFields extends Prisma.ExcludeUnderscoreKeys<Prisma.Keys<Prisma.MaybeTupleToUnion<T['orderBy']>>>, ByFields extends Prisma.MaybeTupleToUnion<T['by']>, ByValid extends Prisma.Has<ByFields, OrderFields>, HavingFields extends Prisma.GetHavingFields<T['having']>, HavingValid extends Prisma.Has<ByFields, HavingFields>, ByEmpty extends T['by'] extends never[] ? Prisma.True : Prisma.False, InputErrors extends ByEmpty extends Prisma.True ? `Error: "by" must not be empty.` : HavingValid extends Prisma.False ? {
        [P in HavingFields]: P extends ByFields ? never : P extends string ? `Error: Field "${P}" used in "having" needs to be provided in "by".` : [
            Error,
            'Field ',
            P,
            ` in "having" needs to be provided in "by"`
        ];
    }[HavingFields] : 'take' extends Prisma.Keys<T> ? 'orderBy' extends Prisma.Keys<T> ? ByValid extends Prisma.True ? {} : {
        [P in OrderFields]: P extends ByFields ? never : `Error: Field "${P}" in "orderBy" needs to be provided in "by"`;
    }[OrderFields] : 'Error: If you provide "take", you also need to provide "orderBy"' : 'skip' extends Prisma.Keys<T> ? 'orderBy' extends Prisma.Keys<T> ? ByValid extends Prisma.True ? {} : {
        [P in OrderFields]: P extends ByFields ? never : `Error: Field "${P}" in "orderBy" needs to be provided in "by"`;
    }[OrderFields] : 'Error: If you provide "skip", you also need to provide "orderBy"' : ByValid extends Prisma.True ? {} : {
        [P in OrderFields]: P extends ByFields ? never : `Error: Field "${P}" in "orderBy" needs to be provided in "by"`;
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, SearchPageGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetSearchPageGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the SearchPage model
     */
    readonly fields: SearchPageFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for SearchPage.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__SearchPageClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
    readonly [Symbol.toStringTag]: "PrismaPromise";
    /**
     * Attaches callbacks for the resolution and/or rejection of the Promise.
     * @param onfulfilled The callback to execute when the Promise is resolved.
     * @param onrejected The callback to execute when the Promise is rejected.
     * @returns A Promise for the completion of which ever callback is executed.
     */
    then<TResult1 = T, TResult2 = never>(onfulfilled?: ((value: T) => TResult1 | PromiseLike<TResult1>) | undefined | null, onrejected?: ((reason: any) => TResult2 | PromiseLike<TResult2>) | undefined | null): runtime.Types.Utils.JsPromise<TResult1 | TResult2>;
    /**
     * Attaches a callback for only the rejection of the Promise.
     * @param onrejected The callback to execute when the Promise is rejected.
     * @returns A Promise for the completion of the callback.
     */
    catch<TResult = never>(onrejected?: ((reason: any) => TResult | PromiseLike<TResult>) | undefined | null): runtime.Types.Utils.JsPromise<T | TResult>;
    /**
     * Attaches a callback that is invoked when the Promise is settled (fulfilled or rejected). The
     * resolved value cannot be modified from the callback.
     * @param onfinally The callback to execute when the Promise is settled (fulfilled or rejected).
     * @returns A Promise for the completion of the callback.
     */
    finally(onfinally?: (() => void) | undefined | null): runtime.Types.Utils.JsPromise<T>;
}
/**
 * Fields of the SearchPage model
 */
export interface SearchPageFieldRefs {
    readonly spaceId: Prisma.FieldRef<"SearchPage", 'String'>;
    readonly pageId: Prisma.FieldRef<"SearchPage", 'String'>;
    readonly title: Prisma.FieldRef<"SearchPage", 'String'>;
    readonly titleFolded: Prisma.FieldRef<"SearchPage", 'String'>;
}
/**
 * SearchPage findUnique
 */
export type SearchPageFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPage
     */
    select?: Prisma.SearchPageSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPage
     */
    omit?: Prisma.SearchPageOmit<ExtArgs> | null;
    /**
     * Filter, which SearchPage to fetch.
     */
    where: Prisma.SearchPageWhereUniqueInput;
};
/**
 * SearchPage findUniqueOrThrow
 */
export type SearchPageFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPage
     */
    select?: Prisma.SearchPageSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPage
     */
    omit?: Prisma.SearchPageOmit<ExtArgs> | null;
    /**
     * Filter, which SearchPage to fetch.
     */
    where: Prisma.SearchPageWhereUniqueInput;
};
/**
 * SearchPage findFirst
 */
export type SearchPageFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPage
     */
    select?: Prisma.SearchPageSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPage
     */
    omit?: Prisma.SearchPageOmit<ExtArgs> | null;
    /**
     * Filter, which SearchPage to fetch.
     */
    where?: Prisma.SearchPageWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SearchPages to fetch.
     */
    orderBy?: Prisma.SearchPageOrderByWithRelationInput | Prisma.SearchPageOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for SearchPages.
     */
    cursor?: Prisma.SearchPageWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SearchPages from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SearchPages.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SearchPages.
     */
    distinct?: Prisma.SearchPageScalarFieldEnum | Prisma.SearchPageScalarFieldEnum[];
};
/**
 * SearchPage findFirstOrThrow
 */
export type SearchPageFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPage
     */
    select?: Prisma.SearchPageSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPage
     */
    omit?: Prisma.SearchPageOmit<ExtArgs> | null;
    /**
     * Filter, which SearchPage to fetch.
     */
    where?: Prisma.SearchPageWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SearchPages to fetch.
     */
    orderBy?: Prisma.SearchPageOrderByWithRelationInput | Prisma.SearchPageOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for SearchPages.
     */
    cursor?: Prisma.SearchPageWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SearchPages from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SearchPages.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SearchPages.
     */
    distinct?: Prisma.SearchPageScalarFieldEnum | Prisma.SearchPageScalarFieldEnum[];
};
/**
 * SearchPage findMany
 */
export type SearchPageFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPage
     */
    select?: Prisma.SearchPageSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPage
     */
    omit?: Prisma.SearchPageOmit<ExtArgs> | null;
    /**
     * Filter, which SearchPages to fetch.
     */
    where?: Prisma.SearchPageWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SearchPages to fetch.
     */
    orderBy?: Prisma.SearchPageOrderByWithRelationInput | Prisma.SearchPageOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing SearchPages.
     */
    cursor?: Prisma.SearchPageWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SearchPages from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SearchPages.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SearchPages.
     */
    distinct?: Prisma.SearchPageScalarFieldEnum | Prisma.SearchPageScalarFieldEnum[];
};
/**
 * SearchPage update
 */
export type SearchPageUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPage
     */
    select?: Prisma.SearchPageSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPage
     */
    omit?: Prisma.SearchPageOmit<ExtArgs> | null;
    /**
     * The data needed to update a SearchPage.
     */
    data: Prisma.XOR<Prisma.SearchPageUpdateInput, Prisma.SearchPageUncheckedUpdateInput>;
    /**
     * Choose, which SearchPage to update.
     */
    where: Prisma.SearchPageWhereUniqueInput;
};
/**
 * SearchPage updateMany
 */
export type SearchPageUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update SearchPages.
     */
    data: Prisma.XOR<Prisma.SearchPageUpdateManyMutationInput, Prisma.SearchPageUncheckedUpdateManyInput>;
    /**
     * Filter which SearchPages to update
     */
    where?: Prisma.SearchPageWhereInput;
    /**
     * Limit how many SearchPages to update.
     */
    limit?: number;
};
/**
 * SearchPage updateManyAndReturn
 */
export type SearchPageUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPage
     */
    select?: Prisma.SearchPageSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPage
     */
    omit?: Prisma.SearchPageOmit<ExtArgs> | null;
    /**
     * The data used to update SearchPages.
     */
    data: Prisma.XOR<Prisma.SearchPageUpdateManyMutationInput, Prisma.SearchPageUncheckedUpdateManyInput>;
    /**
     * Filter which SearchPages to update
     */
    where?: Prisma.SearchPageWhereInput;
    /**
     * Limit how many SearchPages to update.
     */
    limit?: number;
};
/**
 * SearchPage delete
 */
export type SearchPageDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPage
     */
    select?: Prisma.SearchPageSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPage
     */
    omit?: Prisma.SearchPageOmit<ExtArgs> | null;
    /**
     * Filter which SearchPage to delete.
     */
    where: Prisma.SearchPageWhereUniqueInput;
};
/**
 * SearchPage deleteMany
 */
export type SearchPageDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which SearchPages to delete
     */
    where?: Prisma.SearchPageWhereInput;
    /**
     * Limit how many SearchPages to delete.
     */
    limit?: number;
};
/**
 * SearchPage without action
 */
export type SearchPageDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPage
     */
    select?: Prisma.SearchPageSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPage
     */
    omit?: Prisma.SearchPageOmit<ExtArgs> | null;
};
