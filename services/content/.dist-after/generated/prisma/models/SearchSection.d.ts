import type * as runtime from "@prisma/client/runtime/client";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model SearchSection
 *
 */
export type SearchSectionModel = runtime.Types.Result.DefaultSelection<Prisma.$SearchSectionPayload>;
export type AggregateSearchSection = {
    _count: SearchSectionCountAggregateOutputType | null;
    _avg: SearchSectionAvgAggregateOutputType | null;
    _sum: SearchSectionSumAggregateOutputType | null;
    _min: SearchSectionMinAggregateOutputType | null;
    _max: SearchSectionMaxAggregateOutputType | null;
};
export type SearchSectionAvgAggregateOutputType = {
    position: number | null;
};
export type SearchSectionSumAggregateOutputType = {
    position: number | null;
};
export type SearchSectionMinAggregateOutputType = {
    spaceId: string | null;
    pageId: string | null;
    position: number | null;
    anchor: string | null;
    title: string | null;
    body: string | null;
};
export type SearchSectionMaxAggregateOutputType = {
    spaceId: string | null;
    pageId: string | null;
    position: number | null;
    anchor: string | null;
    title: string | null;
    body: string | null;
};
export type SearchSectionCountAggregateOutputType = {
    spaceId: number;
    pageId: number;
    position: number;
    anchor: number;
    title: number;
    headings: number;
    body: number;
    _all: number;
};
export type SearchSectionAvgAggregateInputType = {
    position?: true;
};
export type SearchSectionSumAggregateInputType = {
    position?: true;
};
export type SearchSectionMinAggregateInputType = {
    spaceId?: true;
    pageId?: true;
    position?: true;
    anchor?: true;
    title?: true;
    body?: true;
};
export type SearchSectionMaxAggregateInputType = {
    spaceId?: true;
    pageId?: true;
    position?: true;
    anchor?: true;
    title?: true;
    body?: true;
};
export type SearchSectionCountAggregateInputType = {
    spaceId?: true;
    pageId?: true;
    position?: true;
    anchor?: true;
    title?: true;
    headings?: true;
    body?: true;
    _all?: true;
};
export type SearchSectionAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which SearchSection to aggregate.
     */
    where?: Prisma.SearchSectionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SearchSections to fetch.
     */
    orderBy?: Prisma.SearchSectionOrderByWithRelationInput | Prisma.SearchSectionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.SearchSectionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SearchSections from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SearchSections.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned SearchSections
    **/
    _count?: true | SearchSectionCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to average
    **/
    _avg?: SearchSectionAvgAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to sum
    **/
    _sum?: SearchSectionSumAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: SearchSectionMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: SearchSectionMaxAggregateInputType;
};
export type GetSearchSectionAggregateType<T extends SearchSectionAggregateArgs> = {
    [P in keyof T & keyof AggregateSearchSection]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateSearchSection[P]> : Prisma.GetScalarType<T[P], AggregateSearchSection[P]>;
};
export type SearchSectionGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.SearchSectionWhereInput;
    orderBy?: Prisma.SearchSectionOrderByWithAggregationInput | Prisma.SearchSectionOrderByWithAggregationInput[];
    by: Prisma.SearchSectionScalarFieldEnum[] | Prisma.SearchSectionScalarFieldEnum;
    having?: Prisma.SearchSectionScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: SearchSectionCountAggregateInputType | true;
    _avg?: SearchSectionAvgAggregateInputType;
    _sum?: SearchSectionSumAggregateInputType;
    _min?: SearchSectionMinAggregateInputType;
    _max?: SearchSectionMaxAggregateInputType;
};
export type SearchSectionGroupByOutputType = {
    spaceId: string;
    pageId: string;
    position: number;
    anchor: string | null;
    title: string;
    headings: string[];
    body: string;
    _count: SearchSectionCountAggregateOutputType | null;
    _avg: SearchSectionAvgAggregateOutputType | null;
    _sum: SearchSectionSumAggregateOutputType | null;
    _min: SearchSectionMinAggregateOutputType | null;
    _max: SearchSectionMaxAggregateOutputType | null;
};
export type GetSearchSectionGroupByPayload<T extends SearchSectionGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<SearchSectionGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof SearchSectionGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], SearchSectionGroupByOutputType[P]> : Prisma.GetScalarType<T[P], SearchSectionGroupByOutputType[P]>;
}>>;
export type SearchSectionWhereInput = {
    AND?: Prisma.SearchSectionWhereInput | Prisma.SearchSectionWhereInput[];
    OR?: Prisma.SearchSectionWhereInput[];
    NOT?: Prisma.SearchSectionWhereInput | Prisma.SearchSectionWhereInput[];
    spaceId?: Prisma.StringFilter<"SearchSection"> | string;
    pageId?: Prisma.StringFilter<"SearchSection"> | string;
    position?: Prisma.IntFilter<"SearchSection"> | number;
    anchor?: Prisma.StringNullableFilter<"SearchSection"> | string | null;
    title?: Prisma.StringFilter<"SearchSection"> | string;
    headings?: Prisma.StringNullableListFilter<"SearchSection">;
    body?: Prisma.StringFilter<"SearchSection"> | string;
};
export type SearchSectionOrderByWithRelationInput = {
    spaceId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    anchor?: Prisma.SortOrderInput | Prisma.SortOrder;
    title?: Prisma.SortOrder;
    headings?: Prisma.SortOrder;
    body?: Prisma.SortOrder;
};
export type SearchSectionWhereUniqueInput = Prisma.AtLeast<{
    spaceId_pageId_position?: Prisma.SearchSectionSpaceIdPageIdPositionCompoundUniqueInput;
    AND?: Prisma.SearchSectionWhereInput | Prisma.SearchSectionWhereInput[];
    OR?: Prisma.SearchSectionWhereInput[];
    NOT?: Prisma.SearchSectionWhereInput | Prisma.SearchSectionWhereInput[];
    spaceId?: Prisma.StringFilter<"SearchSection"> | string;
    pageId?: Prisma.StringFilter<"SearchSection"> | string;
    position?: Prisma.IntFilter<"SearchSection"> | number;
    anchor?: Prisma.StringNullableFilter<"SearchSection"> | string | null;
    title?: Prisma.StringFilter<"SearchSection"> | string;
    headings?: Prisma.StringNullableListFilter<"SearchSection">;
    body?: Prisma.StringFilter<"SearchSection"> | string;
}, "spaceId_pageId_position">;
export type SearchSectionOrderByWithAggregationInput = {
    spaceId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    anchor?: Prisma.SortOrderInput | Prisma.SortOrder;
    title?: Prisma.SortOrder;
    headings?: Prisma.SortOrder;
    body?: Prisma.SortOrder;
    _count?: Prisma.SearchSectionCountOrderByAggregateInput;
    _avg?: Prisma.SearchSectionAvgOrderByAggregateInput;
    _max?: Prisma.SearchSectionMaxOrderByAggregateInput;
    _min?: Prisma.SearchSectionMinOrderByAggregateInput;
    _sum?: Prisma.SearchSectionSumOrderByAggregateInput;
};
export type SearchSectionScalarWhereWithAggregatesInput = {
    AND?: Prisma.SearchSectionScalarWhereWithAggregatesInput | Prisma.SearchSectionScalarWhereWithAggregatesInput[];
    OR?: Prisma.SearchSectionScalarWhereWithAggregatesInput[];
    NOT?: Prisma.SearchSectionScalarWhereWithAggregatesInput | Prisma.SearchSectionScalarWhereWithAggregatesInput[];
    spaceId?: Prisma.StringWithAggregatesFilter<"SearchSection"> | string;
    pageId?: Prisma.StringWithAggregatesFilter<"SearchSection"> | string;
    position?: Prisma.IntWithAggregatesFilter<"SearchSection"> | number;
    anchor?: Prisma.StringNullableWithAggregatesFilter<"SearchSection"> | string | null;
    title?: Prisma.StringWithAggregatesFilter<"SearchSection"> | string;
    headings?: Prisma.StringNullableListFilter<"SearchSection">;
    body?: Prisma.StringWithAggregatesFilter<"SearchSection"> | string;
};
export type SearchSectionUpdateInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.IntFieldUpdateOperationsInput | number;
    anchor?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    headings?: Prisma.SearchSectionUpdateheadingsInput | string[];
    body?: Prisma.StringFieldUpdateOperationsInput | string;
};
export type SearchSectionUncheckedUpdateInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.IntFieldUpdateOperationsInput | number;
    anchor?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    headings?: Prisma.SearchSectionUpdateheadingsInput | string[];
    body?: Prisma.StringFieldUpdateOperationsInput | string;
};
export type SearchSectionUpdateManyMutationInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.IntFieldUpdateOperationsInput | number;
    anchor?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    headings?: Prisma.SearchSectionUpdateheadingsInput | string[];
    body?: Prisma.StringFieldUpdateOperationsInput | string;
};
export type SearchSectionUncheckedUpdateManyInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.StringFieldUpdateOperationsInput | string;
    position?: Prisma.IntFieldUpdateOperationsInput | number;
    anchor?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    headings?: Prisma.SearchSectionUpdateheadingsInput | string[];
    body?: Prisma.StringFieldUpdateOperationsInput | string;
};
export type SearchSectionSpaceIdPageIdPositionCompoundUniqueInput = {
    spaceId: string;
    pageId: string;
    position: number;
};
export type SearchSectionCountOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    anchor?: Prisma.SortOrder;
    title?: Prisma.SortOrder;
    headings?: Prisma.SortOrder;
    body?: Prisma.SortOrder;
};
export type SearchSectionAvgOrderByAggregateInput = {
    position?: Prisma.SortOrder;
};
export type SearchSectionMaxOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    anchor?: Prisma.SortOrder;
    title?: Prisma.SortOrder;
    body?: Prisma.SortOrder;
};
export type SearchSectionMinOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    position?: Prisma.SortOrder;
    anchor?: Prisma.SortOrder;
    title?: Prisma.SortOrder;
    body?: Prisma.SortOrder;
};
export type SearchSectionSumOrderByAggregateInput = {
    position?: Prisma.SortOrder;
};
export type SearchSectionUpdateheadingsInput = {
    set?: string[];
    push?: string | string[];
};
export type SearchSectionSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    pageId?: boolean;
    position?: boolean;
    anchor?: boolean;
    title?: boolean;
    headings?: boolean;
    body?: boolean;
}, ExtArgs["result"]["searchSection"]>;
export type SearchSectionSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    pageId?: boolean;
    position?: boolean;
    anchor?: boolean;
    title?: boolean;
    headings?: boolean;
    body?: boolean;
}, ExtArgs["result"]["searchSection"]>;
export type SearchSectionSelectScalar = {
    spaceId?: boolean;
    pageId?: boolean;
    position?: boolean;
    anchor?: boolean;
    title?: boolean;
    headings?: boolean;
    body?: boolean;
};
export type SearchSectionOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"spaceId" | "pageId" | "position" | "anchor" | "title" | "headings" | "body", ExtArgs["result"]["searchSection"]>;
export type $SearchSectionPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "SearchSection";
    objects: {};
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        spaceId: string;
        pageId: string;
        position: number;
        anchor: string | null;
        title: string;
        headings: string[];
        body: string;
    }, ExtArgs["result"]["searchSection"]>;
    composites: {};
};
export type SearchSectionGetPayload<S extends boolean | null | undefined | SearchSectionDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$SearchSectionPayload, S>;
export type SearchSectionCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<SearchSectionFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: SearchSectionCountAggregateInputType | true;
};
export interface SearchSectionDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['SearchSection'];
        meta: {
            name: 'SearchSection';
        };
    };
    /**
     * Find zero or one SearchSection that matches the filter.
     * @param {SearchSectionFindUniqueArgs} args - Arguments to find a SearchSection
     * @example
     * // Get one SearchSection
     * const searchSection = await prisma.searchSection.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends SearchSectionFindUniqueArgs>(args: Prisma.SelectSubset<T, SearchSectionFindUniqueArgs<ExtArgs>>): Prisma.Prisma__SearchSectionClient<runtime.Types.Result.GetResult<Prisma.$SearchSectionPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one SearchSection that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {SearchSectionFindUniqueOrThrowArgs} args - Arguments to find a SearchSection
     * @example
     * // Get one SearchSection
     * const searchSection = await prisma.searchSection.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends SearchSectionFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, SearchSectionFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__SearchSectionClient<runtime.Types.Result.GetResult<Prisma.$SearchSectionPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first SearchSection that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchSectionFindFirstArgs} args - Arguments to find a SearchSection
     * @example
     * // Get one SearchSection
     * const searchSection = await prisma.searchSection.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends SearchSectionFindFirstArgs>(args?: Prisma.SelectSubset<T, SearchSectionFindFirstArgs<ExtArgs>>): Prisma.Prisma__SearchSectionClient<runtime.Types.Result.GetResult<Prisma.$SearchSectionPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first SearchSection that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchSectionFindFirstOrThrowArgs} args - Arguments to find a SearchSection
     * @example
     * // Get one SearchSection
     * const searchSection = await prisma.searchSection.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends SearchSectionFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, SearchSectionFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__SearchSectionClient<runtime.Types.Result.GetResult<Prisma.$SearchSectionPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more SearchSections that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchSectionFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all SearchSections
     * const searchSections = await prisma.searchSection.findMany()
     *
     * // Get first 10 SearchSections
     * const searchSections = await prisma.searchSection.findMany({ take: 10 })
     *
     * // Only select the `spaceId`
     * const searchSectionWithSpaceIdOnly = await prisma.searchSection.findMany({ select: { spaceId: true } })
     *
     */
    findMany<T extends SearchSectionFindManyArgs>(args?: Prisma.SelectSubset<T, SearchSectionFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SearchSectionPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Delete a SearchSection.
     * @param {SearchSectionDeleteArgs} args - Arguments to delete one SearchSection.
     * @example
     * // Delete one SearchSection
     * const SearchSection = await prisma.searchSection.delete({
     *   where: {
     *     // ... filter to delete one SearchSection
     *   }
     * })
     *
     */
    delete<T extends SearchSectionDeleteArgs>(args: Prisma.SelectSubset<T, SearchSectionDeleteArgs<ExtArgs>>): Prisma.Prisma__SearchSectionClient<runtime.Types.Result.GetResult<Prisma.$SearchSectionPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one SearchSection.
     * @param {SearchSectionUpdateArgs} args - Arguments to update one SearchSection.
     * @example
     * // Update one SearchSection
     * const searchSection = await prisma.searchSection.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends SearchSectionUpdateArgs>(args: Prisma.SelectSubset<T, SearchSectionUpdateArgs<ExtArgs>>): Prisma.Prisma__SearchSectionClient<runtime.Types.Result.GetResult<Prisma.$SearchSectionPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more SearchSections.
     * @param {SearchSectionDeleteManyArgs} args - Arguments to filter SearchSections to delete.
     * @example
     * // Delete a few SearchSections
     * const { count } = await prisma.searchSection.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends SearchSectionDeleteManyArgs>(args?: Prisma.SelectSubset<T, SearchSectionDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more SearchSections.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchSectionUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many SearchSections
     * const searchSection = await prisma.searchSection.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends SearchSectionUpdateManyArgs>(args: Prisma.SelectSubset<T, SearchSectionUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more SearchSections and returns the data updated in the database.
     * @param {SearchSectionUpdateManyAndReturnArgs} args - Arguments to update many SearchSections.
     * @example
     * // Update many SearchSections
     * const searchSection = await prisma.searchSection.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more SearchSections and only return the `spaceId`
     * const searchSectionWithSpaceIdOnly = await prisma.searchSection.updateManyAndReturn({
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
    updateManyAndReturn<T extends SearchSectionUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, SearchSectionUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SearchSectionPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Count the number of SearchSections.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchSectionCountArgs} args - Arguments to filter SearchSections to count.
     * @example
     * // Count the number of SearchSections
     * const count = await prisma.searchSection.count({
     *   where: {
     *     // ... the filter for the SearchSections we want to count
     *   }
     * })
    **/
    count<T extends SearchSectionCountArgs>(args?: Prisma.Subset<T, SearchSectionCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], SearchSectionCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a SearchSection.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchSectionAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends SearchSectionAggregateArgs>(args: Prisma.Subset<T, SearchSectionAggregateArgs>): Prisma.PrismaPromise<GetSearchSectionAggregateType<T>>;
    /**
     * Group by SearchSection.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchSectionGroupByArgs} args - Group by arguments.
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
    groupBy<T extends SearchSectionGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: SearchSectionGroupByArgs['orderBy'];
    } : {
        orderBy?: SearchSectionGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, SearchSectionGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetSearchSectionGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the SearchSection model
     */
    readonly fields: SearchSectionFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for SearchSection.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__SearchSectionClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
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
 * Fields of the SearchSection model
 */
export interface SearchSectionFieldRefs {
    readonly spaceId: Prisma.FieldRef<"SearchSection", 'String'>;
    readonly pageId: Prisma.FieldRef<"SearchSection", 'String'>;
    readonly position: Prisma.FieldRef<"SearchSection", 'Int'>;
    readonly anchor: Prisma.FieldRef<"SearchSection", 'String'>;
    readonly title: Prisma.FieldRef<"SearchSection", 'String'>;
    readonly headings: Prisma.FieldRef<"SearchSection", 'String[]'>;
    readonly body: Prisma.FieldRef<"SearchSection", 'String'>;
}
/**
 * SearchSection findUnique
 */
export type SearchSectionFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchSection
     */
    select?: Prisma.SearchSectionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchSection
     */
    omit?: Prisma.SearchSectionOmit<ExtArgs> | null;
    /**
     * Filter, which SearchSection to fetch.
     */
    where: Prisma.SearchSectionWhereUniqueInput;
};
/**
 * SearchSection findUniqueOrThrow
 */
export type SearchSectionFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchSection
     */
    select?: Prisma.SearchSectionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchSection
     */
    omit?: Prisma.SearchSectionOmit<ExtArgs> | null;
    /**
     * Filter, which SearchSection to fetch.
     */
    where: Prisma.SearchSectionWhereUniqueInput;
};
/**
 * SearchSection findFirst
 */
export type SearchSectionFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchSection
     */
    select?: Prisma.SearchSectionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchSection
     */
    omit?: Prisma.SearchSectionOmit<ExtArgs> | null;
    /**
     * Filter, which SearchSection to fetch.
     */
    where?: Prisma.SearchSectionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SearchSections to fetch.
     */
    orderBy?: Prisma.SearchSectionOrderByWithRelationInput | Prisma.SearchSectionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for SearchSections.
     */
    cursor?: Prisma.SearchSectionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SearchSections from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SearchSections.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SearchSections.
     */
    distinct?: Prisma.SearchSectionScalarFieldEnum | Prisma.SearchSectionScalarFieldEnum[];
};
/**
 * SearchSection findFirstOrThrow
 */
export type SearchSectionFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchSection
     */
    select?: Prisma.SearchSectionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchSection
     */
    omit?: Prisma.SearchSectionOmit<ExtArgs> | null;
    /**
     * Filter, which SearchSection to fetch.
     */
    where?: Prisma.SearchSectionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SearchSections to fetch.
     */
    orderBy?: Prisma.SearchSectionOrderByWithRelationInput | Prisma.SearchSectionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for SearchSections.
     */
    cursor?: Prisma.SearchSectionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SearchSections from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SearchSections.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SearchSections.
     */
    distinct?: Prisma.SearchSectionScalarFieldEnum | Prisma.SearchSectionScalarFieldEnum[];
};
/**
 * SearchSection findMany
 */
export type SearchSectionFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchSection
     */
    select?: Prisma.SearchSectionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchSection
     */
    omit?: Prisma.SearchSectionOmit<ExtArgs> | null;
    /**
     * Filter, which SearchSections to fetch.
     */
    where?: Prisma.SearchSectionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SearchSections to fetch.
     */
    orderBy?: Prisma.SearchSectionOrderByWithRelationInput | Prisma.SearchSectionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing SearchSections.
     */
    cursor?: Prisma.SearchSectionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SearchSections from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SearchSections.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SearchSections.
     */
    distinct?: Prisma.SearchSectionScalarFieldEnum | Prisma.SearchSectionScalarFieldEnum[];
};
/**
 * SearchSection update
 */
export type SearchSectionUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchSection
     */
    select?: Prisma.SearchSectionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchSection
     */
    omit?: Prisma.SearchSectionOmit<ExtArgs> | null;
    /**
     * The data needed to update a SearchSection.
     */
    data: Prisma.XOR<Prisma.SearchSectionUpdateInput, Prisma.SearchSectionUncheckedUpdateInput>;
    /**
     * Choose, which SearchSection to update.
     */
    where: Prisma.SearchSectionWhereUniqueInput;
};
/**
 * SearchSection updateMany
 */
export type SearchSectionUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update SearchSections.
     */
    data: Prisma.XOR<Prisma.SearchSectionUpdateManyMutationInput, Prisma.SearchSectionUncheckedUpdateManyInput>;
    /**
     * Filter which SearchSections to update
     */
    where?: Prisma.SearchSectionWhereInput;
    /**
     * Limit how many SearchSections to update.
     */
    limit?: number;
};
/**
 * SearchSection updateManyAndReturn
 */
export type SearchSectionUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchSection
     */
    select?: Prisma.SearchSectionSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchSection
     */
    omit?: Prisma.SearchSectionOmit<ExtArgs> | null;
    /**
     * The data used to update SearchSections.
     */
    data: Prisma.XOR<Prisma.SearchSectionUpdateManyMutationInput, Prisma.SearchSectionUncheckedUpdateManyInput>;
    /**
     * Filter which SearchSections to update
     */
    where?: Prisma.SearchSectionWhereInput;
    /**
     * Limit how many SearchSections to update.
     */
    limit?: number;
};
/**
 * SearchSection delete
 */
export type SearchSectionDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchSection
     */
    select?: Prisma.SearchSectionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchSection
     */
    omit?: Prisma.SearchSectionOmit<ExtArgs> | null;
    /**
     * Filter which SearchSection to delete.
     */
    where: Prisma.SearchSectionWhereUniqueInput;
};
/**
 * SearchSection deleteMany
 */
export type SearchSectionDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which SearchSections to delete
     */
    where?: Prisma.SearchSectionWhereInput;
    /**
     * Limit how many SearchSections to delete.
     */
    limit?: number;
};
/**
 * SearchSection without action
 */
export type SearchSectionDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchSection
     */
    select?: Prisma.SearchSectionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchSection
     */
    omit?: Prisma.SearchSectionOmit<ExtArgs> | null;
};
