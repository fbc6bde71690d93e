import type * as runtime from "@prisma/client/runtime/client";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model SearchSpace
 *
 */
export type SearchSpaceModel = runtime.Types.Result.DefaultSelection<Prisma.$SearchSpacePayload>;
export type AggregateSearchSpace = {
    _count: SearchSpaceCountAggregateOutputType | null;
    _min: SearchSpaceMinAggregateOutputType | null;
    _max: SearchSpaceMaxAggregateOutputType | null;
};
export type SearchSpaceMinAggregateOutputType = {
    spaceId: string | null;
    revisionId: string | null;
    language: string | null;
    rebuildRequested: boolean | null;
    indexedAt: Date | null;
};
export type SearchSpaceMaxAggregateOutputType = {
    spaceId: string | null;
    revisionId: string | null;
    language: string | null;
    rebuildRequested: boolean | null;
    indexedAt: Date | null;
};
export type SearchSpaceCountAggregateOutputType = {
    spaceId: number;
    revisionId: number;
    language: number;
    rebuildRequested: number;
    indexedAt: number;
    _all: number;
};
export type SearchSpaceMinAggregateInputType = {
    spaceId?: true;
    revisionId?: true;
    language?: true;
    rebuildRequested?: true;
    indexedAt?: true;
};
export type SearchSpaceMaxAggregateInputType = {
    spaceId?: true;
    revisionId?: true;
    language?: true;
    rebuildRequested?: true;
    indexedAt?: true;
};
export type SearchSpaceCountAggregateInputType = {
    spaceId?: true;
    revisionId?: true;
    language?: true;
    rebuildRequested?: true;
    indexedAt?: true;
    _all?: true;
};
export type SearchSpaceAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which SearchSpace to aggregate.
     */
    where?: Prisma.SearchSpaceWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SearchSpaces to fetch.
     */
    orderBy?: Prisma.SearchSpaceOrderByWithRelationInput | Prisma.SearchSpaceOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.SearchSpaceWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SearchSpaces from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SearchSpaces.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned SearchSpaces
    **/
    _count?: true | SearchSpaceCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: SearchSpaceMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: SearchSpaceMaxAggregateInputType;
};
export type GetSearchSpaceAggregateType<T extends SearchSpaceAggregateArgs> = {
    [P in keyof T & keyof AggregateSearchSpace]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateSearchSpace[P]> : Prisma.GetScalarType<T[P], AggregateSearchSpace[P]>;
};
export type SearchSpaceGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.SearchSpaceWhereInput;
    orderBy?: Prisma.SearchSpaceOrderByWithAggregationInput | Prisma.SearchSpaceOrderByWithAggregationInput[];
    by: Prisma.SearchSpaceScalarFieldEnum[] | Prisma.SearchSpaceScalarFieldEnum;
    having?: Prisma.SearchSpaceScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: SearchSpaceCountAggregateInputType | true;
    _min?: SearchSpaceMinAggregateInputType;
    _max?: SearchSpaceMaxAggregateInputType;
};
export type SearchSpaceGroupByOutputType = {
    spaceId: string;
    revisionId: string | null;
    language: string;
    rebuildRequested: boolean;
    indexedAt: Date;
    _count: SearchSpaceCountAggregateOutputType | null;
    _min: SearchSpaceMinAggregateOutputType | null;
    _max: SearchSpaceMaxAggregateOutputType | null;
};
export type GetSearchSpaceGroupByPayload<T extends SearchSpaceGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<SearchSpaceGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof SearchSpaceGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], SearchSpaceGroupByOutputType[P]> : Prisma.GetScalarType<T[P], SearchSpaceGroupByOutputType[P]>;
}>>;
export type SearchSpaceWhereInput = {
    AND?: Prisma.SearchSpaceWhereInput | Prisma.SearchSpaceWhereInput[];
    OR?: Prisma.SearchSpaceWhereInput[];
    NOT?: Prisma.SearchSpaceWhereInput | Prisma.SearchSpaceWhereInput[];
    spaceId?: Prisma.StringFilter<"SearchSpace"> | string;
    revisionId?: Prisma.StringNullableFilter<"SearchSpace"> | string | null;
    language?: Prisma.StringFilter<"SearchSpace"> | string;
    rebuildRequested?: Prisma.BoolFilter<"SearchSpace"> | boolean;
    indexedAt?: Prisma.DateTimeFilter<"SearchSpace"> | Date | string;
};
export type SearchSpaceOrderByWithRelationInput = {
    spaceId?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrderInput | Prisma.SortOrder;
    language?: Prisma.SortOrder;
    rebuildRequested?: Prisma.SortOrder;
    indexedAt?: Prisma.SortOrder;
};
export type SearchSpaceWhereUniqueInput = Prisma.AtLeast<{
    spaceId?: string;
    AND?: Prisma.SearchSpaceWhereInput | Prisma.SearchSpaceWhereInput[];
    OR?: Prisma.SearchSpaceWhereInput[];
    NOT?: Prisma.SearchSpaceWhereInput | Prisma.SearchSpaceWhereInput[];
    revisionId?: Prisma.StringNullableFilter<"SearchSpace"> | string | null;
    language?: Prisma.StringFilter<"SearchSpace"> | string;
    rebuildRequested?: Prisma.BoolFilter<"SearchSpace"> | boolean;
    indexedAt?: Prisma.DateTimeFilter<"SearchSpace"> | Date | string;
}, "spaceId">;
export type SearchSpaceOrderByWithAggregationInput = {
    spaceId?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrderInput | Prisma.SortOrder;
    language?: Prisma.SortOrder;
    rebuildRequested?: Prisma.SortOrder;
    indexedAt?: Prisma.SortOrder;
    _count?: Prisma.SearchSpaceCountOrderByAggregateInput;
    _max?: Prisma.SearchSpaceMaxOrderByAggregateInput;
    _min?: Prisma.SearchSpaceMinOrderByAggregateInput;
};
export type SearchSpaceScalarWhereWithAggregatesInput = {
    AND?: Prisma.SearchSpaceScalarWhereWithAggregatesInput | Prisma.SearchSpaceScalarWhereWithAggregatesInput[];
    OR?: Prisma.SearchSpaceScalarWhereWithAggregatesInput[];
    NOT?: Prisma.SearchSpaceScalarWhereWithAggregatesInput | Prisma.SearchSpaceScalarWhereWithAggregatesInput[];
    spaceId?: Prisma.StringWithAggregatesFilter<"SearchSpace"> | string;
    revisionId?: Prisma.StringNullableWithAggregatesFilter<"SearchSpace"> | string | null;
    language?: Prisma.StringWithAggregatesFilter<"SearchSpace"> | string;
    rebuildRequested?: Prisma.BoolWithAggregatesFilter<"SearchSpace"> | boolean;
    indexedAt?: Prisma.DateTimeWithAggregatesFilter<"SearchSpace"> | Date | string;
};
export type SearchSpaceCreateInput = {
    spaceId: string;
    revisionId?: string | null;
    language: string;
    rebuildRequested?: boolean;
    indexedAt?: Date | string;
};
export type SearchSpaceUncheckedCreateInput = {
    spaceId: string;
    revisionId?: string | null;
    language: string;
    rebuildRequested?: boolean;
    indexedAt?: Date | string;
};
export type SearchSpaceUpdateInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    language?: Prisma.StringFieldUpdateOperationsInput | string;
    rebuildRequested?: Prisma.BoolFieldUpdateOperationsInput | boolean;
    indexedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type SearchSpaceUncheckedUpdateInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    language?: Prisma.StringFieldUpdateOperationsInput | string;
    rebuildRequested?: Prisma.BoolFieldUpdateOperationsInput | boolean;
    indexedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type SearchSpaceCreateManyInput = {
    spaceId: string;
    revisionId?: string | null;
    language: string;
    rebuildRequested?: boolean;
    indexedAt?: Date | string;
};
export type SearchSpaceUpdateManyMutationInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    language?: Prisma.StringFieldUpdateOperationsInput | string;
    rebuildRequested?: Prisma.BoolFieldUpdateOperationsInput | boolean;
    indexedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type SearchSpaceUncheckedUpdateManyInput = {
    spaceId?: Prisma.StringFieldUpdateOperationsInput | string;
    revisionId?: Prisma.NullableStringFieldUpdateOperationsInput | string | null;
    language?: Prisma.StringFieldUpdateOperationsInput | string;
    rebuildRequested?: Prisma.BoolFieldUpdateOperationsInput | boolean;
    indexedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type SearchSpaceCountOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    language?: Prisma.SortOrder;
    rebuildRequested?: Prisma.SortOrder;
    indexedAt?: Prisma.SortOrder;
};
export type SearchSpaceMaxOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    language?: Prisma.SortOrder;
    rebuildRequested?: Prisma.SortOrder;
    indexedAt?: Prisma.SortOrder;
};
export type SearchSpaceMinOrderByAggregateInput = {
    spaceId?: Prisma.SortOrder;
    revisionId?: Prisma.SortOrder;
    language?: Prisma.SortOrder;
    rebuildRequested?: Prisma.SortOrder;
    indexedAt?: Prisma.SortOrder;
};
export type BoolFieldUpdateOperationsInput = {
    set?: boolean;
};
export type SearchSpaceSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    revisionId?: boolean;
    language?: boolean;
    rebuildRequested?: boolean;
    indexedAt?: boolean;
}, ExtArgs["result"]["searchSpace"]>;
export type SearchSpaceSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    revisionId?: boolean;
    language?: boolean;
    rebuildRequested?: boolean;
    indexedAt?: boolean;
}, ExtArgs["result"]["searchSpace"]>;
export type SearchSpaceSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    spaceId?: boolean;
    revisionId?: boolean;
    language?: boolean;
    rebuildRequested?: boolean;
    indexedAt?: boolean;
}, ExtArgs["result"]["searchSpace"]>;
export type SearchSpaceSelectScalar = {
    spaceId?: boolean;
    revisionId?: boolean;
    language?: boolean;
    rebuildRequested?: boolean;
    indexedAt?: boolean;
};
export type SearchSpaceOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"spaceId" | "revisionId" | "language" | "rebuildRequested" | "indexedAt", ExtArgs["result"]["searchSpace"]>;
export type $SearchSpacePayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "SearchSpace";
    objects: {};
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        spaceId: string;
        revisionId: string | null;
        language: string;
        rebuildRequested: boolean;
        indexedAt: Date;
    }, ExtArgs["result"]["searchSpace"]>;
    composites: {};
};
export type SearchSpaceGetPayload<S extends boolean | null | undefined | SearchSpaceDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$SearchSpacePayload, S>;
export type SearchSpaceCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<SearchSpaceFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: SearchSpaceCountAggregateInputType | true;
};
export interface SearchSpaceDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['SearchSpace'];
        meta: {
            name: 'SearchSpace';
        };
    };
    /**
     * Find zero or one SearchSpace that matches the filter.
     * @param {SearchSpaceFindUniqueArgs} args - Arguments to find a SearchSpace
     * @example
     * // Get one SearchSpace
     * const searchSpace = await prisma.searchSpace.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends SearchSpaceFindUniqueArgs>(args: Prisma.SelectSubset<T, SearchSpaceFindUniqueArgs<ExtArgs>>): Prisma.Prisma__SearchSpaceClient<runtime.Types.Result.GetResult<Prisma.$SearchSpacePayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one SearchSpace that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {SearchSpaceFindUniqueOrThrowArgs} args - Arguments to find a SearchSpace
     * @example
     * // Get one SearchSpace
     * const searchSpace = await prisma.searchSpace.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends SearchSpaceFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, SearchSpaceFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__SearchSpaceClient<runtime.Types.Result.GetResult<Prisma.$SearchSpacePayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first SearchSpace that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchSpaceFindFirstArgs} args - Arguments to find a SearchSpace
     * @example
     * // Get one SearchSpace
     * const searchSpace = await prisma.searchSpace.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends SearchSpaceFindFirstArgs>(args?: Prisma.SelectSubset<T, SearchSpaceFindFirstArgs<ExtArgs>>): Prisma.Prisma__SearchSpaceClient<runtime.Types.Result.GetResult<Prisma.$SearchSpacePayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first SearchSpace that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchSpaceFindFirstOrThrowArgs} args - Arguments to find a SearchSpace
     * @example
     * // Get one SearchSpace
     * const searchSpace = await prisma.searchSpace.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends SearchSpaceFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, SearchSpaceFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__SearchSpaceClient<runtime.Types.Result.GetResult<Prisma.$SearchSpacePayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more SearchSpaces that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchSpaceFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all SearchSpaces
     * const searchSpaces = await prisma.searchSpace.findMany()
     *
     * // Get first 10 SearchSpaces
     * const searchSpaces = await prisma.searchSpace.findMany({ take: 10 })
     *
     * // Only select the `spaceId`
     * const searchSpaceWithSpaceIdOnly = await prisma.searchSpace.findMany({ select: { spaceId: true } })
     *
     */
    findMany<T extends SearchSpaceFindManyArgs>(args?: Prisma.SelectSubset<T, SearchSpaceFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SearchSpacePayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a SearchSpace.
     * @param {SearchSpaceCreateArgs} args - Arguments to create a SearchSpace.
     * @example
     * // Create one SearchSpace
     * const SearchSpace = await prisma.searchSpace.create({
     *   data: {
     *     // ... data to create a SearchSpace
     *   }
     * })
     *
     */
    create<T extends SearchSpaceCreateArgs>(args: Prisma.SelectSubset<T, SearchSpaceCreateArgs<ExtArgs>>): Prisma.Prisma__SearchSpaceClient<runtime.Types.Result.GetResult<Prisma.$SearchSpacePayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many SearchSpaces.
     * @param {SearchSpaceCreateManyArgs} args - Arguments to create many SearchSpaces.
     * @example
     * // Create many SearchSpaces
     * const searchSpace = await prisma.searchSpace.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends SearchSpaceCreateManyArgs>(args?: Prisma.SelectSubset<T, SearchSpaceCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many SearchSpaces and returns the data saved in the database.
     * @param {SearchSpaceCreateManyAndReturnArgs} args - Arguments to create many SearchSpaces.
     * @example
     * // Create many SearchSpaces
     * const searchSpace = await prisma.searchSpace.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many SearchSpaces and only return the `spaceId`
     * const searchSpaceWithSpaceIdOnly = await prisma.searchSpace.createManyAndReturn({
     *   select: { spaceId: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends SearchSpaceCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, SearchSpaceCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SearchSpacePayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a SearchSpace.
     * @param {SearchSpaceDeleteArgs} args - Arguments to delete one SearchSpace.
     * @example
     * // Delete one SearchSpace
     * const SearchSpace = await prisma.searchSpace.delete({
     *   where: {
     *     // ... filter to delete one SearchSpace
     *   }
     * })
     *
     */
    delete<T extends SearchSpaceDeleteArgs>(args: Prisma.SelectSubset<T, SearchSpaceDeleteArgs<ExtArgs>>): Prisma.Prisma__SearchSpaceClient<runtime.Types.Result.GetResult<Prisma.$SearchSpacePayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one SearchSpace.
     * @param {SearchSpaceUpdateArgs} args - Arguments to update one SearchSpace.
     * @example
     * // Update one SearchSpace
     * const searchSpace = await prisma.searchSpace.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends SearchSpaceUpdateArgs>(args: Prisma.SelectSubset<T, SearchSpaceUpdateArgs<ExtArgs>>): Prisma.Prisma__SearchSpaceClient<runtime.Types.Result.GetResult<Prisma.$SearchSpacePayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more SearchSpaces.
     * @param {SearchSpaceDeleteManyArgs} args - Arguments to filter SearchSpaces to delete.
     * @example
     * // Delete a few SearchSpaces
     * const { count } = await prisma.searchSpace.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends SearchSpaceDeleteManyArgs>(args?: Prisma.SelectSubset<T, SearchSpaceDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more SearchSpaces.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchSpaceUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many SearchSpaces
     * const searchSpace = await prisma.searchSpace.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends SearchSpaceUpdateManyArgs>(args: Prisma.SelectSubset<T, SearchSpaceUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more SearchSpaces and returns the data updated in the database.
     * @param {SearchSpaceUpdateManyAndReturnArgs} args - Arguments to update many SearchSpaces.
     * @example
     * // Update many SearchSpaces
     * const searchSpace = await prisma.searchSpace.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more SearchSpaces and only return the `spaceId`
     * const searchSpaceWithSpaceIdOnly = await prisma.searchSpace.updateManyAndReturn({
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
    updateManyAndReturn<T extends SearchSpaceUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, SearchSpaceUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$SearchSpacePayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one SearchSpace.
     * @param {SearchSpaceUpsertArgs} args - Arguments to update or create a SearchSpace.
     * @example
     * // Update or create a SearchSpace
     * const searchSpace = await prisma.searchSpace.upsert({
     *   create: {
     *     // ... data to create a SearchSpace
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the SearchSpace we want to update
     *   }
     * })
     */
    upsert<T extends SearchSpaceUpsertArgs>(args: Prisma.SelectSubset<T, SearchSpaceUpsertArgs<ExtArgs>>): Prisma.Prisma__SearchSpaceClient<runtime.Types.Result.GetResult<Prisma.$SearchSpacePayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of SearchSpaces.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchSpaceCountArgs} args - Arguments to filter SearchSpaces to count.
     * @example
     * // Count the number of SearchSpaces
     * const count = await prisma.searchSpace.count({
     *   where: {
     *     // ... the filter for the SearchSpaces we want to count
     *   }
     * })
    **/
    count<T extends SearchSpaceCountArgs>(args?: Prisma.Subset<T, SearchSpaceCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], SearchSpaceCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a SearchSpace.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchSpaceAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends SearchSpaceAggregateArgs>(args: Prisma.Subset<T, SearchSpaceAggregateArgs>): Prisma.PrismaPromise<GetSearchSpaceAggregateType<T>>;
    /**
     * Group by SearchSpace.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {SearchSpaceGroupByArgs} args - Group by arguments.
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
    groupBy<T extends SearchSpaceGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: SearchSpaceGroupByArgs['orderBy'];
    } : {
        orderBy?: SearchSpaceGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, SearchSpaceGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetSearchSpaceGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the SearchSpace model
     */
    readonly fields: SearchSpaceFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for SearchSpace.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__SearchSpaceClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
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
 * Fields of the SearchSpace model
 */
export interface SearchSpaceFieldRefs {
    readonly spaceId: Prisma.FieldRef<"SearchSpace", 'String'>;
    readonly revisionId: Prisma.FieldRef<"SearchSpace", 'String'>;
    readonly language: Prisma.FieldRef<"SearchSpace", 'String'>;
    readonly rebuildRequested: Prisma.FieldRef<"SearchSpace", 'Boolean'>;
    readonly indexedAt: Prisma.FieldRef<"SearchSpace", 'DateTime'>;
}
/**
 * SearchSpace findUnique
 */
export type SearchSpaceFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchSpace
     */
    select?: Prisma.SearchSpaceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchSpace
     */
    omit?: Prisma.SearchSpaceOmit<ExtArgs> | null;
    /**
     * Filter, which SearchSpace to fetch.
     */
    where: Prisma.SearchSpaceWhereUniqueInput;
};
/**
 * SearchSpace findUniqueOrThrow
 */
export type SearchSpaceFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchSpace
     */
    select?: Prisma.SearchSpaceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchSpace
     */
    omit?: Prisma.SearchSpaceOmit<ExtArgs> | null;
    /**
     * Filter, which SearchSpace to fetch.
     */
    where: Prisma.SearchSpaceWhereUniqueInput;
};
/**
 * SearchSpace findFirst
 */
export type SearchSpaceFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchSpace
     */
    select?: Prisma.SearchSpaceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchSpace
     */
    omit?: Prisma.SearchSpaceOmit<ExtArgs> | null;
    /**
     * Filter, which SearchSpace to fetch.
     */
    where?: Prisma.SearchSpaceWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SearchSpaces to fetch.
     */
    orderBy?: Prisma.SearchSpaceOrderByWithRelationInput | Prisma.SearchSpaceOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for SearchSpaces.
     */
    cursor?: Prisma.SearchSpaceWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SearchSpaces from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SearchSpaces.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SearchSpaces.
     */
    distinct?: Prisma.SearchSpaceScalarFieldEnum | Prisma.SearchSpaceScalarFieldEnum[];
};
/**
 * SearchSpace findFirstOrThrow
 */
export type SearchSpaceFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchSpace
     */
    select?: Prisma.SearchSpaceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchSpace
     */
    omit?: Prisma.SearchSpaceOmit<ExtArgs> | null;
    /**
     * Filter, which SearchSpace to fetch.
     */
    where?: Prisma.SearchSpaceWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SearchSpaces to fetch.
     */
    orderBy?: Prisma.SearchSpaceOrderByWithRelationInput | Prisma.SearchSpaceOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for SearchSpaces.
     */
    cursor?: Prisma.SearchSpaceWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SearchSpaces from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SearchSpaces.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SearchSpaces.
     */
    distinct?: Prisma.SearchSpaceScalarFieldEnum | Prisma.SearchSpaceScalarFieldEnum[];
};
/**
 * SearchSpace findMany
 */
export type SearchSpaceFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchSpace
     */
    select?: Prisma.SearchSpaceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchSpace
     */
    omit?: Prisma.SearchSpaceOmit<ExtArgs> | null;
    /**
     * Filter, which SearchSpaces to fetch.
     */
    where?: Prisma.SearchSpaceWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of SearchSpaces to fetch.
     */
    orderBy?: Prisma.SearchSpaceOrderByWithRelationInput | Prisma.SearchSpaceOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing SearchSpaces.
     */
    cursor?: Prisma.SearchSpaceWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` SearchSpaces from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` SearchSpaces.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of SearchSpaces.
     */
    distinct?: Prisma.SearchSpaceScalarFieldEnum | Prisma.SearchSpaceScalarFieldEnum[];
};
/**
 * SearchSpace create
 */
export type SearchSpaceCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchSpace
     */
    select?: Prisma.SearchSpaceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchSpace
     */
    omit?: Prisma.SearchSpaceOmit<ExtArgs> | null;
    /**
     * The data needed to create a SearchSpace.
     */
    data: Prisma.XOR<Prisma.SearchSpaceCreateInput, Prisma.SearchSpaceUncheckedCreateInput>;
};
/**
 * SearchSpace createMany
 */
export type SearchSpaceCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many SearchSpaces.
     */
    data: Prisma.SearchSpaceCreateManyInput | Prisma.SearchSpaceCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * SearchSpace createManyAndReturn
 */
export type SearchSpaceCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchSpace
     */
    select?: Prisma.SearchSpaceSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchSpace
     */
    omit?: Prisma.SearchSpaceOmit<ExtArgs> | null;
    /**
     * The data used to create many SearchSpaces.
     */
    data: Prisma.SearchSpaceCreateManyInput | Prisma.SearchSpaceCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * SearchSpace update
 */
export type SearchSpaceUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchSpace
     */
    select?: Prisma.SearchSpaceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchSpace
     */
    omit?: Prisma.SearchSpaceOmit<ExtArgs> | null;
    /**
     * The data needed to update a SearchSpace.
     */
    data: Prisma.XOR<Prisma.SearchSpaceUpdateInput, Prisma.SearchSpaceUncheckedUpdateInput>;
    /**
     * Choose, which SearchSpace to update.
     */
    where: Prisma.SearchSpaceWhereUniqueInput;
};
/**
 * SearchSpace updateMany
 */
export type SearchSpaceUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update SearchSpaces.
     */
    data: Prisma.XOR<Prisma.SearchSpaceUpdateManyMutationInput, Prisma.SearchSpaceUncheckedUpdateManyInput>;
    /**
     * Filter which SearchSpaces to update
     */
    where?: Prisma.SearchSpaceWhereInput;
    /**
     * Limit how many SearchSpaces to update.
     */
    limit?: number;
};
/**
 * SearchSpace updateManyAndReturn
 */
export type SearchSpaceUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchSpace
     */
    select?: Prisma.SearchSpaceSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchSpace
     */
    omit?: Prisma.SearchSpaceOmit<ExtArgs> | null;
    /**
     * The data used to update SearchSpaces.
     */
    data: Prisma.XOR<Prisma.SearchSpaceUpdateManyMutationInput, Prisma.SearchSpaceUncheckedUpdateManyInput>;
    /**
     * Filter which SearchSpaces to update
     */
    where?: Prisma.SearchSpaceWhereInput;
    /**
     * Limit how many SearchSpaces to update.
     */
    limit?: number;
};
/**
 * SearchSpace upsert
 */
export type SearchSpaceUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchSpace
     */
    select?: Prisma.SearchSpaceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchSpace
     */
    omit?: Prisma.SearchSpaceOmit<ExtArgs> | null;
    /**
     * The filter to search for the SearchSpace to update in case it exists.
     */
    where: Prisma.SearchSpaceWhereUniqueInput;
    /**
     * In case the SearchSpace found by the `where` argument doesn't exist, create a new SearchSpace with this data.
     */
    create: Prisma.XOR<Prisma.SearchSpaceCreateInput, Prisma.SearchSpaceUncheckedCreateInput>;
    /**
     * In case the SearchSpace was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.SearchSpaceUpdateInput, Prisma.SearchSpaceUncheckedUpdateInput>;
};
/**
 * SearchSpace delete
 */
export type SearchSpaceDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchSpace
     */
    select?: Prisma.SearchSpaceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchSpace
     */
    omit?: Prisma.SearchSpaceOmit<ExtArgs> | null;
    /**
     * Filter which SearchSpace to delete.
     */
    where: Prisma.SearchSpaceWhereUniqueInput;
};
/**
 * SearchSpace deleteMany
 */
export type SearchSpaceDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which SearchSpaces to delete
     */
    where?: Prisma.SearchSpaceWhereInput;
    /**
     * Limit how many SearchSpaces to delete.
     */
    limit?: number;
};
/**
 * SearchSpace without action
 */
export type SearchSpaceDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the SearchSpace
     */
    select?: Prisma.SearchSpaceSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the SearchSpace
     */
    omit?: Prisma.SearchSpaceOmit<ExtArgs> | null;
};
