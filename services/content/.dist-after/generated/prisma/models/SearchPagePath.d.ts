import type * as runtime from "@prisma/client/runtime/client";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model SearchPagePath
 *
 */
export type SearchPagePathModel = runtime.Types.Result.DefaultSelection<Prisma.$SearchPagePathPayload>;
export type AggregateSearchPagePath = {
    _count: SearchPagePathCountAggregateOutputType | null;
    _min: SearchPagePathMinAggregateOutputType | null;
    _max: SearchPagePathMaxAggregateOutputType | null;
};
export type SearchPagePathMinAggregateOutputType = {
    spaceId: string | null;
    pageId: string | null;
    title: string | null;
    path: string | null;
};
export type SearchPagePathMaxAggregateOutputType = {
    spaceId: string | null;
    pageId: string | null;
    title: string | null;
    path: string | null;
};
export type SearchPagePathCountAggregateOutputType = {
    spaceId: number;
    pageId: number;
    title: number;
    path: number;
    ancestors: number;
    _all: number;
};
export type SearchPagePathMinAggregateInputType = {
    spaceId?: true;
    pageId?: true;
    title?: true;
    path?: true;
};
export type SearchPagePathMaxAggregateInputType = {
    spaceId?: true;
    pageId?: true;
    title?: true;
    path?: true;
};
export type SearchPagePathCountAggregateInputType = {
    spaceId?: true;
    pageId?: true;
    title?: true;
    path?: true;
    ancestors?: true;
    _all?: true;
};
export type SearchPagePathAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which SearchPagePath to aggregate.
     */
    where?: Prisma.SearchPagePathWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SearchPagePaths to fetch.
     */
    orderBy?: Prisma.SearchPagePathOrderByWithRelationInput | Prisma.SearchPagePathOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.SearchPagePathWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SearchPagePaths from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SearchPagePaths.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned SearchPagePaths
    **/
    _count?: true | SearchPagePathCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: SearchPagePathMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: SearchPagePathMaxAggregateInputType;
};
export type GetSearchPagePathAggregateType<T extends SearchPagePathAggregateArgs> = {
    [P in keyof T & keyof AggregateSearchPagePath]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateSearchPagePath[P]> : Prisma.GetScalarType<T[P], AggregateSearchPagePath[P]>;
};
export type SearchPagePathGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.SearchPagePathWhereInput;
    orderBy?: Prisma.SearchPagePathOrderByWithAggregationInput | Prisma.SearchPagePathOrderByWithAggregationInput[];
    by: Prisma.SearchPagePathScalarFieldEnum[] | Prisma.SearchPagePathScalarFieldEnum;
    having?: Prisma.SearchPagePathScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: SearchPagePathCountAggregateInputType | true;
    _min?: SearchPagePathMinAggregateInputType;
    _max?: SearchPagePathMaxAggregateInputType;
};
export type SearchPagePathGroupByOutputType = {
    spaceId: string;
    pageId: string;
    title: string;
    path: string;
    ancestors: string[];
    _count: SearchPagePathCountAggregateOutputType | null;
    _min: SearchPagePathMinAggregateOutputType | null;
    _max: SearchPagePathMaxAggregateOutputType | null;
};
export type GetSearchPagePathGroupByPayload<T extends SearchPagePathGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<SearchPagePathGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof SearchPagePathGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], SearchPagePathGroupByOutputType[P]> : Prisma.GetScalarType<T[P], SearchPagePathGroupByOutputType[P]>;
}>>;
export type SearchPagePathWhereInput = {
    AND?: Prisma.SearchPagePathWhereInput | Prisma.SearchPagePathWhereInput[];
    OR?: Prisma.SearchPagePathWhereInput[];
    NOT?: Prisma.SearchPagePathWhereInput | Prisma.SearchPagePathWhereInput[];
    spaceId?: Prisma.StringFilter<"SearchPagePath"> | string;
    pageId?: Prisma.StringFilter<"SearchPagePath"> | string;
    title?: Prisma.StringFilter<"SearchPagePath"> | string;
    path?: Prisma.StringFilter<"SearchPagePath"> | string;
    ancestors?: Prisma.StringNullableListFilter<"SearchPagePath">;
};
export type SearchPagePathOrderByWithRelationInput = {
    spaceId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    title?: Prisma.SortOrder;
    path?: Prisma.SortOrder;
    ancestors?: Prisma.SortOrder;
};
export type SearchPagePathWhereUniqueInput = Prisma.AtLeast<{
    spaceId_pageId?: Prisma.SearchPagePathSpaceIdPageIdCompoundUniqueInput;
    AND?: Prisma.SearchPagePathWhereInput | Prisma.SearchPagePathWhereInput[];
    OR?: Prisma.SearchPagePathWhereInput[];
    NOT?: Prisma.SearchPagePathWhereInput | Prisma.SearchPagePathWhereInput[];
    spaceId?: Prisma.StringFilter<"SearchPagePath"> | string;
    pageId?: Prisma.StringFilter<"SearchPagePath"> | string;
    title?: Prisma.StringFilter<"SearchPagePath"> | string;
    path?: Prisma.StringFilter<"SearchPagePath"> | string;
    ancestors?: Prisma.StringNullableListFilter<"SearchPagePath">;
}, "spaceId_pageId">;
export type SearchPagePathOrderByWithAggregationInput = {
    spaceId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    title?: Prisma.SortOrder;
    path?: Prisma.SortOrder;
    ancestors?: Prisma.SortOrder;
    _count?: Prisma.SearchPagePathCountOrderByAggregateInput;
    _max?: Prisma.SearchPagePathMaxOrderByAggregateInput;
    _min?: Prisma.SearchPagePathMinOrderByAggregateInput;
};
export type SearchPagePathScalarWhereWithAggregatesInput = {
    AND?: Prisma.SearchPagePathScalarWhereWithAggregatesInput | Prisma.SearchPagePathScalarWhereWithAggregatesInput[];
    OR?: Prisma.SearchPagePathScalarWhereWithAggregatesInput[];
    NOT?: Prisma.SearchPagePathScalarWhereWithAggregatesInput | Prisma.SearchPagePathScalarWhereWithAggregatesInput[];
    spaceId?: Prisma.StringWithAggregatesFilter<"SearchPagePath"> | string;
    pageId?: Prisma.StringWithAggregatesFilter<"SearchPagePath"> | string;
    title?: Prisma.StringWithAggregatesFilter<"SearchPagePath"> | string;
    path?: Prisma.StringWithAggregatesFilter<"SearchPagePath"> | string;
    ancestors?: Prisma.StringNullableListFilter<"SearchPagePath">;
};
export type SearchPagePathCreateInput = {
    spaceId: string;
    pageId: string;
    title: string;
    path: string;
    ancestors?: Prisma.SearchPagePathCreateancestorsInput | string[];
};
export type SearchPagePathUncheckedCreateInput = {
    spaceId: string;
    pageId: string;
    title: string;
    path: string;
    ancestors?: Prisma.SearchPagePathCreateancestorsInput | string[];
};
export type SearchPagePathUpdateInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    path?: Prisma.StringFieldUpdateOperationsInput | string;
    ancestors?: Prisma.SearchPagePathUpdateancestorsInput | string[];
};
export type SearchPagePathUncheckedUpdateInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    path?: Prisma.StringFieldUpdateOperationsInput | string;
    ancestors?: Prisma.SearchPagePathUpdateancestorsInput | string[];
};
export type SearchPagePathCreateManyInput = {
    spaceId: string;
    pageId: string;
    title: string;
    path: string;
    ancestors?: Prisma.SearchPagePathCreateancestorsInput | string[];
};
export type SearchPagePathUpdateManyMutationInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    path?: Prisma.StringFieldUpdateOperationsInput | string;
    ancestors?: Prisma.SearchPagePathUpdateancestorsInput | string[];
};
export type SearchPagePathUncheckedUpdateManyInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    pageId?: Prisma.StringFieldUpdateOperationsInput | string;
    title?: Prisma.StringFieldUpdateOperationsInput | string;
    path?: Prisma.StringFieldUpdateOperationsInput | string;
    ancestors?: Prisma.SearchPagePathUpdateancestorsInput | string[];
};
export type SearchPagePathSpaceIdPageIdCompoundUniqueInput = {
    spaceId: string;
    pageId: string;
};
export type SearchPagePathCountOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    title?: Prisma.SortOrder;
    path?: Prisma.SortOrder;
    ancestors?: Prisma.SortOrder;
};
export type SearchPagePathMaxOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    title?: Prisma.SortOrder;
    path?: Prisma.SortOrder;
};
export type SearchPagePathMinOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    pageId?: Prisma.SortOrder;
    title?: Prisma.SortOrder;
    path?: Prisma.SortOrder;
};
export type SearchPagePathCreateancestorsInput = {
    set: string[];
};
export type SearchPagePathUpdateancestorsInput = {
    set?: string[];
    push?: string | string[];
};
export type SearchPagePathSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    pageId?: boolean;
    title?: boolean;
    path?: boolean;
    ancestors?: boolean;
}, ExtArgs["result"]["searchPagePath"]>;
export type SearchPagePathSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    pageId?: boolean;
    title?: boolean;
    path?: boolean;
    ancestors?: boolean;
}, ExtArgs["result"]["searchPagePath"]>;
export type SearchPagePathSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    pageId?: boolean;
    title?: boolean;
    path?: boolean;
    ancestors?: boolean;
}, ExtArgs["result"]["searchPagePath"]>;
export type SearchPagePathSelectScalar = {
    spaceId?: boolean;
    pageId?: boolean;
    title?: boolean;
    path?: boolean;
    ancestors?: boolean;
};
export type SearchPagePathOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"spaceId" | "pageId" | "title" | "path" | "ancestors", ExtArgs["result"]["searchPagePath"]>;
export type $SearchPagePathPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "SearchPagePath";
    objects: {};
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        spaceId: string;
        pageId: string;
        title: string;
        path: string;
        ancestors: string[];
    }, ExtArgs["result"]["searchPagePath"]>;
    composites: {};
};
export type SearchPagePathGetPayload<S extends boolean | null | undefined | SearchPagePathDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$SearchPagePathPayload, S>;
export type SearchPagePathCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<SearchPagePathFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: SearchPagePathCountAggregateInputType | true;
};
export interface SearchPagePathDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['SearchPagePath'];
        meta: {
            name: 'SearchPagePath';
        };
    };
    /**
     * Find zero or one SearchPagePath that matches the filter.
     * @param {SearchPagePathFindUniqueArgs} args - Arguments to find a SearchPagePath
     * @example
     * // Get one SearchPagePath
     * const searchPagePath = await prisma.searchPagePath.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends SearchPagePathFindUniqueArgs>(args: Prisma.SelectSubset<T, SearchPagePathFindUniqueArgs<ExtArgs>>): Prisma.Prisma__SearchPagePathClient<runtime.Types.Result.GetResult<Prisma.$SearchPagePathPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one SearchPagePath that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {SearchPagePathFindUniqueOrThrowArgs} args - Arguments to find a SearchPagePath
     * @example
     * // Get one SearchPagePath
     * const searchPagePath = await prisma.searchPagePath.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends SearchPagePathFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, SearchPagePathFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__SearchPagePathClient<runtime.Types.Result.GetResult<Prisma.$SearchPagePathPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first SearchPagePath that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchPagePathFindFirstArgs} args - Arguments to find a SearchPagePath
     * @example
     * // Get one SearchPagePath
     * const searchPagePath = await prisma.searchPagePath.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends SearchPagePathFindFirstArgs>(args?: Prisma.SelectSubset<T, SearchPagePathFindFirstArgs<ExtArgs>>): Prisma.Prisma__SearchPagePathClient<runtime.Types.Result.GetResult<Prisma.$SearchPagePathPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first SearchPagePath that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchPagePathFindFirstOrThrowArgs} args - Arguments to find a SearchPagePath
     * @example
     * // Get one SearchPagePath
     * const searchPagePath = await prisma.searchPagePath.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends SearchPagePathFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, SearchPagePathFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__SearchPagePathClient<runtime.Types.Result.GetResult<Prisma.$SearchPagePathPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more SearchPagePaths that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchPagePathFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all SearchPagePaths
     * const searchPagePaths = await prisma.searchPagePath.findMany()
     *
     * // Get first 10 SearchPagePaths
     * const searchPagePaths = await prisma.searchPagePath.findMany({ take: 10 })
     *
     * // Only select the `spaceId`
     * const searchPagePathWithSpaceIdOnly = await prisma.searchPagePath.findMany({ select: { spaceId: true } })
     *
     */
    findMany<T extends SearchPagePathFindManyArgs>(args?: Prisma.SelectSubset<T, SearchPagePathFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SearchPagePathPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a SearchPagePath.
     * @param {SearchPagePathCreateArgs} args - Arguments to create a SearchPagePath.
     * @example
     * // Create one SearchPagePath
     * const SearchPagePath = await prisma.searchPagePath.create({
     *   data: {
     *     // ... data to create a SearchPagePath
     *   }
     * })
     *
     */
    create<T extends SearchPagePathCreateArgs>(args: Prisma.SelectSubset<T, SearchPagePathCreateArgs<ExtArgs>>): Prisma.Prisma__SearchPagePathClient<runtime.Types.Result.GetResult<Prisma.$SearchPagePathPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many SearchPagePaths.
     * @param {SearchPagePathCreateManyArgs} args - Arguments to create many SearchPagePaths.
     * @example
     * // Create many SearchPagePaths
     * const searchPagePath = await prisma.searchPagePath.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends SearchPagePathCreateManyArgs>(args?: Prisma.SelectSubset<T, SearchPagePathCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many SearchPagePaths and returns the data saved in the database.
     * @param {SearchPagePathCreateManyAndReturnArgs} args - Arguments to create many SearchPagePaths.
     * @example
     * // Create many SearchPagePaths
     * const searchPagePath = await prisma.searchPagePath.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many SearchPagePaths and only return the `spaceId`
     * const searchPagePathWithSpaceIdOnly = await prisma.searchPagePath.createManyAndReturn({
     *   select: { spaceId: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends SearchPagePathCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, SearchPagePathCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SearchPagePathPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a SearchPagePath.
     * @param {SearchPagePathDeleteArgs} args - Arguments to delete one SearchPagePath.
     * @example
     * // Delete one SearchPagePath
     * const SearchPagePath = await prisma.searchPagePath.delete({
     *   where: {
     *     // ... filter to delete one SearchPagePath
     *   }
     * })
     *
     */
    delete<T extends SearchPagePathDeleteArgs>(args: Prisma.SelectSubset<T, SearchPagePathDeleteArgs<ExtArgs>>): Prisma.Prisma__SearchPagePathClient<runtime.Types.Result.GetResult<Prisma.$SearchPagePathPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one SearchPagePath.
     * @param {SearchPagePathUpdateArgs} args - Arguments to update one SearchPagePath.
     * @example
     * // Update one SearchPagePath
     * const searchPagePath = await prisma.searchPagePath.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends SearchPagePathUpdateArgs>(args: Prisma.SelectSubset<T, SearchPagePathUpdateArgs<ExtArgs>>): Prisma.Prisma__SearchPagePathClient<runtime.Types.Result.GetResult<Prisma.$SearchPagePathPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more SearchPagePaths.
     * @param {SearchPagePathDeleteManyArgs} args - Arguments to filter SearchPagePaths to delete.
     * @example
     * // Delete a few SearchPagePaths
     * const { count } = await prisma.searchPagePath.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends SearchPagePathDeleteManyArgs>(args?: Prisma.SelectSubset<T, SearchPagePathDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more SearchPagePaths.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchPagePathUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many SearchPagePaths
     * const searchPagePath = await prisma.searchPagePath.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends SearchPagePathUpdateManyArgs>(args: Prisma.SelectSubset<T, SearchPagePathUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more SearchPagePaths and returns the data updated in the database.
     * @param {SearchPagePathUpdateManyAndReturnArgs} args - Arguments to update many SearchPagePaths.
     * @example
     * // Update many SearchPagePaths
     * const searchPagePath = await prisma.searchPagePath.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more SearchPagePaths and only return the `spaceId`
     * const searchPagePathWithSpaceIdOnly = await prisma.searchPagePath.updateManyAndReturn({
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
    updateManyAndReturn<T extends SearchPagePathUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, SearchPagePathUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SearchPagePathPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one SearchPagePath.
     * @param {SearchPagePathUpsertArgs} args - Arguments to update or create a SearchPagePath.
     * @example
     * // Update or create a SearchPagePath
     * const searchPagePath = await prisma.searchPagePath.upsert({
     *   create: {
     *     // ... data to create a SearchPagePath
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the SearchPagePath we want to update
     *   }
     * })
     */
    upsert<T extends SearchPagePathUpsertArgs>(args: Prisma.SelectSubset<T, SearchPagePathUpsertArgs<ExtArgs>>): Prisma.Prisma__SearchPagePathClient<runtime.Types.Result.GetResult<Prisma.$SearchPagePathPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of SearchPagePaths.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchPagePathCountArgs} args - Arguments to filter SearchPagePaths to count.
     * @example
     * // Count the number of SearchPagePaths
     * const count = await prisma.searchPagePath.count({
     *   where: {
     *     // ... the filter for the SearchPagePaths we want to count
     *   }
     * })
    **/
    count<T extends SearchPagePathCountArgs>(args?: Prisma.Subset<T, SearchPagePathCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], SearchPagePathCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a SearchPagePath.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchPagePathAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends SearchPagePathAggregateArgs>(args: Prisma.Subset<T, SearchPagePathAggregateArgs>): Prisma.PrismaPromise<GetSearchPagePathAggregateType<T>>;
    /**
     * Group by SearchPagePath.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchPagePathGroupByArgs} args - Group by arguments.
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
    groupBy<T extends SearchPagePathGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: SearchPagePathGroupByArgs['orderBy'];
    } : {
        orderBy?: SearchPagePathGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, SearchPagePathGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetSearchPagePathGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the SearchPagePath model
     */
    readonly fields: SearchPagePathFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for SearchPagePath.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__SearchPagePathClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
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
 * Fields of the SearchPagePath model
 */
export interface SearchPagePathFieldRefs {
    readonly spaceId: Prisma.FieldRef<"SearchPagePath", 'String'>;
    readonly pageId: Prisma.FieldRef<"SearchPagePath", 'String'>;
    readonly title: Prisma.FieldRef<"SearchPagePath", 'String'>;
    readonly path: Prisma.FieldRef<"SearchPagePath", 'String'>;
    readonly ancestors: Prisma.FieldRef<"SearchPagePath", 'String[]'>;
}
/**
 * SearchPagePath findUnique
 */
export type SearchPagePathFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPagePath
     */
    select?: Prisma.SearchPagePathSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPagePath
     */
    omit?: Prisma.SearchPagePathOmit<ExtArgs> | null;
    /**
     * Filter, which SearchPagePath to fetch.
     */
    where: Prisma.SearchPagePathWhereUniqueInput;
};
/**
 * SearchPagePath findUniqueOrThrow
 */
export type SearchPagePathFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPagePath
     */
    select?: Prisma.SearchPagePathSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPagePath
     */
    omit?: Prisma.SearchPagePathOmit<ExtArgs> | null;
    /**
     * Filter, which SearchPagePath to fetch.
     */
    where: Prisma.SearchPagePathWhereUniqueInput;
};
/**
 * SearchPagePath findFirst
 */
export type SearchPagePathFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPagePath
     */
    select?: Prisma.SearchPagePathSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPagePath
     */
    omit?: Prisma.SearchPagePathOmit<ExtArgs> | null;
    /**
     * Filter, which SearchPagePath to fetch.
     */
    where?: Prisma.SearchPagePathWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SearchPagePaths to fetch.
     */
    orderBy?: Prisma.SearchPagePathOrderByWithRelationInput | Prisma.SearchPagePathOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for SearchPagePaths.
     */
    cursor?: Prisma.SearchPagePathWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SearchPagePaths from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SearchPagePaths.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SearchPagePaths.
     */
    distinct?: Prisma.SearchPagePathScalarFieldEnum | Prisma.SearchPagePathScalarFieldEnum[];
};
/**
 * SearchPagePath findFirstOrThrow
 */
export type SearchPagePathFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPagePath
     */
    select?: Prisma.SearchPagePathSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPagePath
     */
    omit?: Prisma.SearchPagePathOmit<ExtArgs> | null;
    /**
     * Filter, which SearchPagePath to fetch.
     */
    where?: Prisma.SearchPagePathWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SearchPagePaths to fetch.
     */
    orderBy?: Prisma.SearchPagePathOrderByWithRelationInput | Prisma.SearchPagePathOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for SearchPagePaths.
     */
    cursor?: Prisma.SearchPagePathWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SearchPagePaths from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SearchPagePaths.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SearchPagePaths.
     */
    distinct?: Prisma.SearchPagePathScalarFieldEnum | Prisma.SearchPagePathScalarFieldEnum[];
};
/**
 * SearchPagePath findMany
 */
export type SearchPagePathFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPagePath
     */
    select?: Prisma.SearchPagePathSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPagePath
     */
    omit?: Prisma.SearchPagePathOmit<ExtArgs> | null;
    /**
     * Filter, which SearchPagePaths to fetch.
     */
    where?: Prisma.SearchPagePathWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SearchPagePaths to fetch.
     */
    orderBy?: Prisma.SearchPagePathOrderByWithRelationInput | Prisma.SearchPagePathOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing SearchPagePaths.
     */
    cursor?: Prisma.SearchPagePathWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SearchPagePaths from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SearchPagePaths.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SearchPagePaths.
     */
    distinct?: Prisma.SearchPagePathScalarFieldEnum | Prisma.SearchPagePathScalarFieldEnum[];
};
/**
 * SearchPagePath create
 */
export type SearchPagePathCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPagePath
     */
    select?: Prisma.SearchPagePathSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPagePath
     */
    omit?: Prisma.SearchPagePathOmit<ExtArgs> | null;
    /**
     * The data needed to create a SearchPagePath.
     */
    data: Prisma.XOR<Prisma.SearchPagePathCreateInput, Prisma.SearchPagePathUncheckedCreateInput>;
};
/**
 * SearchPagePath createMany
 */
export type SearchPagePathCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many SearchPagePaths.
     */
    data: Prisma.SearchPagePathCreateManyInput | Prisma.SearchPagePathCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * SearchPagePath createManyAndReturn
 */
export type SearchPagePathCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPagePath
     */
    select?: Prisma.SearchPagePathSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPagePath
     */
    omit?: Prisma.SearchPagePathOmit<ExtArgs> | null;
    /**
     * The data used to create many SearchPagePaths.
     */
    data: Prisma.SearchPagePathCreateManyInput | Prisma.SearchPagePathCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * SearchPagePath update
 */
export type SearchPagePathUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPagePath
     */
    select?: Prisma.SearchPagePathSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPagePath
     */
    omit?: Prisma.SearchPagePathOmit<ExtArgs> | null;
    /**
     * The data needed to update a SearchPagePath.
     */
    data: Prisma.XOR<Prisma.SearchPagePathUpdateInput, Prisma.SearchPagePathUncheckedUpdateInput>;
    /**
     * Choose, which SearchPagePath to update.
     */
    where: Prisma.SearchPagePathWhereUniqueInput;
};
/**
 * SearchPagePath updateMany
 */
export type SearchPagePathUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update SearchPagePaths.
     */
    data: Prisma.XOR<Prisma.SearchPagePathUpdateManyMutationInput, Prisma.SearchPagePathUncheckedUpdateManyInput>;
    /**
     * Filter which SearchPagePaths to update
     */
    where?: Prisma.SearchPagePathWhereInput;
    /**
     * Limit how many SearchPagePaths to update.
     */
    limit?: number;
};
/**
 * SearchPagePath updateManyAndReturn
 */
export type SearchPagePathUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPagePath
     */
    select?: Prisma.SearchPagePathSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPagePath
     */
    omit?: Prisma.SearchPagePathOmit<ExtArgs> | null;
    /**
     * The data used to update SearchPagePaths.
     */
    data: Prisma.XOR<Prisma.SearchPagePathUpdateManyMutationInput, Prisma.SearchPagePathUncheckedUpdateManyInput>;
    /**
     * Filter which SearchPagePaths to update
     */
    where?: Prisma.SearchPagePathWhereInput;
    /**
     * Limit how many SearchPagePaths to update.
     */
    limit?: number;
};
/**
 * SearchPagePath upsert
 */
export type SearchPagePathUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPagePath
     */
    select?: Prisma.SearchPagePathSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPagePath
     */
    omit?: Prisma.SearchPagePathOmit<ExtArgs> | null;
    /**
     * The filter to search for the SearchPagePath to update in case it exists.
     */
    where: Prisma.SearchPagePathWhereUniqueInput;
    /**
     * In case the SearchPagePath found by the `where` argument doesn't exist, create a new SearchPagePath with this data.
     */
    create: Prisma.XOR<Prisma.SearchPagePathCreateInput, Prisma.SearchPagePathUncheckedCreateInput>;
    /**
     * In case the SearchPagePath was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.SearchPagePathUpdateInput, Prisma.SearchPagePathUncheckedUpdateInput>;
};
/**
 * SearchPagePath delete
 */
export type SearchPagePathDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPagePath
     */
    select?: Prisma.SearchPagePathSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPagePath
     */
    omit?: Prisma.SearchPagePathOmit<ExtArgs> | null;
    /**
     * Filter which SearchPagePath to delete.
     */
    where: Prisma.SearchPagePathWhereUniqueInput;
};
/**
 * SearchPagePath deleteMany
 */
export type SearchPagePathDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which SearchPagePaths to delete
     */
    where?: Prisma.SearchPagePathWhereInput;
    /**
     * Limit how many SearchPagePaths to delete.
     */
    limit?: number;
};
/**
 * SearchPagePath without action
 */
export type SearchPagePathDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchPagePath
     */
    select?: Prisma.SearchPagePathSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchPagePath
     */
    omit?: Prisma.SearchPagePathOmit<ExtArgs> | null;
};
