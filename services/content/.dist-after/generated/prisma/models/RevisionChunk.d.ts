import type * as runtime from "@prisma/client/runtime/client";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model RevisionChunk
 *
 */
export type RevisionChunkModel = runtime.Types.Result.DefaultSelection<Prisma.$RevisionChunkPayload>;
export type AggregateRevisionChunk = {
    _count: RevisionChunkCountAggregateOutputType | null;
    _min: RevisionChunkMinAggregateOutputType | null;
    _max: RevisionChunkMaxAggregateOutputType | null;
};
export type RevisionChunkMinAggregateOutputType = {
    hash: string | null;
    createdAt: Date | null;
};
export type RevisionChunkMaxAggregateOutputType = {
    hash: string | null;
    createdAt: Date | null;
};
export type RevisionChunkCountAggregateOutputType = {
    hash: number;
    entries: number;
    createdAt: number;
    _all: number;
};
export type RevisionChunkMinAggregateInputType = {
    hash?: true;
    createdAt?: true;
};
export type RevisionChunkMaxAggregateInputType = {
    hash?: true;
    createdAt?: true;
};
export type RevisionChunkCountAggregateInputType = {
    hash?: true;
    entries?: true;
    createdAt?: true;
    _all?: true;
};
export type RevisionChunkAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which RevisionChunk to aggregate.
     */
    where?: Prisma.RevisionChunkWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of RevisionChunks to fetch.
     */
    orderBy?: Prisma.RevisionChunkOrderByWithRelationInput | Prisma.RevisionChunkOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.RevisionChunkWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` RevisionChunks from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` RevisionChunks.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned RevisionChunks
    **/
    _count?: true | RevisionChunkCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: RevisionChunkMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: RevisionChunkMaxAggregateInputType;
};
export type GetRevisionChunkAggregateType<T extends RevisionChunkAggregateArgs> = {
    [P in keyof T & keyof AggregateRevisionChunk]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateRevisionChunk[P]> : Prisma.GetScalarType<T[P], AggregateRevisionChunk[P]>;
};
export type RevisionChunkGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.RevisionChunkWhereInput;
    orderBy?: Prisma.RevisionChunkOrderByWithAggregationInput | Prisma.RevisionChunkOrderByWithAggregationInput[];
    by: Prisma.RevisionChunkScalarFieldEnum[] | Prisma.RevisionChunkScalarFieldEnum;
    having?: Prisma.RevisionChunkScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: RevisionChunkCountAggregateInputType | true;
    _min?: RevisionChunkMinAggregateInputType;
    _max?: RevisionChunkMaxAggregateInputType;
};
export type RevisionChunkGroupByOutputType = {
    hash: string;
    entries: runtime.JsonValue;
    createdAt: Date;
    _count: RevisionChunkCountAggregateOutputType | null;
    _min: RevisionChunkMinAggregateOutputType | null;
    _max: RevisionChunkMaxAggregateOutputType | null;
};
export type GetRevisionChunkGroupByPayload<T extends RevisionChunkGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<RevisionChunkGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof RevisionChunkGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], RevisionChunkGroupByOutputType[P]> : Prisma.GetScalarType<T[P], RevisionChunkGroupByOutputType[P]>;
}>>;
export type RevisionChunkWhereInput = {
    AND?: Prisma.RevisionChunkWhereInput | Prisma.RevisionChunkWhereInput[];
    OR?: Prisma.RevisionChunkWhereInput[];
    NOT?: Prisma.RevisionChunkWhereInput | Prisma.RevisionChunkWhereInput[];
    hash?: Prisma.StringFilter<"RevisionChunk"> | string;
    entries?: Prisma.JsonFilter<"RevisionChunk">;
    createdAt?: Prisma.DateTimeFilter<"RevisionChunk"> | Date | string;
};
export type RevisionChunkOrderByWithRelationInput = {
    hash?: Prisma.SortOrder;
    entries?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type RevisionChunkWhereUniqueInput = Prisma.AtLeast<{
    hash?: string;
    AND?: Prisma.RevisionChunkWhereInput | Prisma.RevisionChunkWhereInput[];
    OR?: Prisma.RevisionChunkWhereInput[];
    NOT?: Prisma.RevisionChunkWhereInput | Prisma.RevisionChunkWhereInput[];
    entries?: Prisma.JsonFilter<"RevisionChunk">;
    createdAt?: Prisma.DateTimeFilter<"RevisionChunk"> | Date | string;
}, "hash">;
export type RevisionChunkOrderByWithAggregationInput = {
    hash?: Prisma.SortOrder;
    entries?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
    _count?: Prisma.RevisionChunkCountOrderByAggregateInput;
    _max?: Prisma.RevisionChunkMaxOrderByAggregateInput;
    _min?: Prisma.RevisionChunkMinOrderByAggregateInput;
};
export type RevisionChunkScalarWhereWithAggregatesInput = {
    AND?: Prisma.RevisionChunkScalarWhereWithAggregatesInput | Prisma.RevisionChunkScalarWhereWithAggregatesInput[];
    OR?: Prisma.RevisionChunkScalarWhereWithAggregatesInput[];
    NOT?: Prisma.RevisionChunkScalarWhereWithAggregatesInput | Prisma.RevisionChunkScalarWhereWithAggregatesInput[];
    hash?: Prisma.StringWithAggregatesFilter<"RevisionChunk"> | string;
    entries?: Prisma.JsonWithAggregatesFilter<"RevisionChunk">;
    createdAt?: Prisma.DateTimeWithAggregatesFilter<"RevisionChunk"> | Date | string;
};
export type RevisionChunkCreateInput = {
    hash: string;
    entries: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Date | string;
};
export type RevisionChunkUncheckedCreateInput = {
    hash: string;
    entries: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Date | string;
};
export type RevisionChunkUpdateInput = {
    hash?: Prisma.StringFieldUpdateOperationsInput | string;
    entries?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type RevisionChunkUncheckedUpdateInput = {
    hash?: Prisma.StringFieldUpdateOperationsInput | string;
    entries?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type RevisionChunkCreateManyInput = {
    hash: string;
    entries: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Date | string;
};
export type RevisionChunkUpdateManyMutationInput = {
    hash?: Prisma.StringFieldUpdateOperationsInput | string;
    entries?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type RevisionChunkUncheckedUpdateManyInput = {
    hash?: Prisma.StringFieldUpdateOperationsInput | string;
    entries?: Prisma.JsonNullValueInput | runtime.InputJsonValue;
    createdAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type RevisionChunkCountOrderByAggregateInput = {
    hash?: Prisma.SortOrder;
    entries?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type RevisionChunkMaxOrderByAggregateInput = {
    hash?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type RevisionChunkMinOrderByAggregateInput = {
    hash?: Prisma.SortOrder;
    createdAt?: Prisma.SortOrder;
};
export type RevisionChunkSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    hash?: boolean;
    entries?: boolean;
    createdAt?: boolean;
}, ExtArgs["result"]["revisionChunk"]>;
export type RevisionChunkSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    hash?: boolean;
    entries?: boolean;
    createdAt?: boolean;
}, ExtArgs["result"]["revisionChunk"]>;
export type RevisionChunkSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    hash?: boolean;
    entries?: boolean;
    createdAt?: boolean;
}, ExtArgs["result"]["revisionChunk"]>;
export type RevisionChunkSelectScalar = {
    hash?: boolean;
    entries?: boolean;
    createdAt?: boolean;
};
export type RevisionChunkOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"hash" | "entries" | "createdAt", ExtArgs["result"]["revisionChunk"]>;
export type $RevisionChunkPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "RevisionChunk";
    objects: {};
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        hash: string;
        entries: runtime.JsonValue;
        createdAt: Date;
    }, ExtArgs["result"]["revisionChunk"]>;
    composites: {};
};
export type RevisionChunkGetPayload<S extends boolean | null | undefined | RevisionChunkDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$RevisionChunkPayload, S>;
export type RevisionChunkCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<RevisionChunkFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: RevisionChunkCountAggregateInputType | true;
};
export interface RevisionChunkDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['RevisionChunk'];
        meta: {
            name: 'RevisionChunk';
        };
    };
    /**
     * Find zero or one RevisionChunk that matches the filter.
     * @param {RevisionChunkFindUniqueArgs} args - Arguments to find a RevisionChunk
     * @example
     * // Get one RevisionChunk
     * const revisionChunk = await prisma.revisionChunk.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends RevisionChunkFindUniqueArgs>(args: Prisma.SelectSubset<T, RevisionChunkFindUniqueArgs<ExtArgs>>): Prisma.Prisma__RevisionChunkClient<runtime.Types.Result.GetResult<Prisma.$RevisionChunkPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one RevisionChunk that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {RevisionChunkFindUniqueOrThrowArgs} args - Arguments to find a RevisionChunk
     * @example
     * // Get one RevisionChunk
     * const revisionChunk = await prisma.revisionChunk.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends RevisionChunkFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, RevisionChunkFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__RevisionChunkClient<runtime.Types.Result.GetResult<Prisma.$RevisionChunkPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first RevisionChunk that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {RevisionChunkFindFirstArgs} args - Arguments to find a RevisionChunk
     * @example
     * // Get one RevisionChunk
     * const revisionChunk = await prisma.revisionChunk.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends RevisionChunkFindFirstArgs>(args?: Prisma.SelectSubset<T, RevisionChunkFindFirstArgs<ExtArgs>>): Prisma.Prisma__RevisionChunkClient<runtime.Types.Result.GetResult<Prisma.$RevisionChunkPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first RevisionChunk that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {RevisionChunkFindFirstOrThrowArgs} args - Arguments to find a RevisionChunk
     * @example
     * // Get one RevisionChunk
     * const revisionChunk = await prisma.revisionChunk.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends RevisionChunkFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, RevisionChunkFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__RevisionChunkClient<runtime.Types.Result.GetResult<Prisma.$RevisionChunkPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more RevisionChunks that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {RevisionChunkFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all RevisionChunks
     * const revisionChunks = await prisma.revisionChunk.findMany()
     *
     * // Get first 10 RevisionChunks
     * const revisionChunks = await prisma.revisionChunk.findMany({ take: 10 })
     *
     * // Only select the `hash`
     * const revisionChunkWithHashOnly = await prisma.revisionChunk.findMany({ select: { hash: true } })
     *
     */
    findMany<T extends RevisionChunkFindManyArgs>(args?: Prisma.SelectSubset<T, RevisionChunkFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$RevisionChunkPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a RevisionChunk.
     * @param {RevisionChunkCreateArgs} args - Arguments to create a RevisionChunk.
     * @example
     * // Create one RevisionChunk
     * const RevisionChunk = await prisma.revisionChunk.create({
     *   data: {
     *     // ... data to create a RevisionChunk
     *   }
     * })
     *
     */
    create<T extends RevisionChunkCreateArgs>(args: Prisma.SelectSubset<T, RevisionChunkCreateArgs<ExtArgs>>): Prisma.Prisma__RevisionChunkClient<runtime.Types.Result.GetResult<Prisma.$RevisionChunkPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many RevisionChunks.
     * @param {RevisionChunkCreateManyArgs} args - Arguments to create many RevisionChunks.
     * @example
     * // Create many RevisionChunks
     * const revisionChunk = await prisma.revisionChunk.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends RevisionChunkCreateManyArgs>(args?: Prisma.SelectSubset<T, RevisionChunkCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many RevisionChunks and returns the data saved in the database.
     * @param {RevisionChunkCreateManyAndReturnArgs} args - Arguments to create many RevisionChunks.
     * @example
     * // Create many RevisionChunks
     * const revisionChunk = await prisma.revisionChunk.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many RevisionChunks and only return the `hash`
     * const revisionChunkWithHashOnly = await prisma.revisionChunk.createManyAndReturn({
     *   select: { hash: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends RevisionChunkCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, RevisionChunkCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$RevisionChunkPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a RevisionChunk.
     * @param {RevisionChunkDeleteArgs} args - Arguments to delete one RevisionChunk.
     * @example
     * // Delete one RevisionChunk
     * const RevisionChunk = await prisma.revisionChunk.delete({
     *   where: {
     *     // ... filter to delete one RevisionChunk
     *   }
     * })
     *
     */
    delete<T extends RevisionChunkDeleteArgs>(args: Prisma.SelectSubset<T, RevisionChunkDeleteArgs<ExtArgs>>): Prisma.Prisma__RevisionChunkClient<runtime.Types.Result.GetResult<Prisma.$RevisionChunkPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one RevisionChunk.
     * @param {RevisionChunkUpdateArgs} args - Arguments to update one RevisionChunk.
     * @example
     * // Update one RevisionChunk
     * const revisionChunk = await prisma.revisionChunk.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends RevisionChunkUpdateArgs>(args: Prisma.SelectSubset<T, RevisionChunkUpdateArgs<ExtArgs>>): Prisma.Prisma__RevisionChunkClient<runtime.Types.Result.GetResult<Prisma.$RevisionChunkPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more RevisionChunks.
     * @param {RevisionChunkDeleteManyArgs} args - Arguments to filter RevisionChunks to delete.
     * @example
     * // Delete a few RevisionChunks
     * const { count } = await prisma.revisionChunk.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends RevisionChunkDeleteManyArgs>(args?: Prisma.SelectSubset<T, RevisionChunkDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more RevisionChunks.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {RevisionChunkUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many RevisionChunks
     * const revisionChunk = await prisma.revisionChunk.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends RevisionChunkUpdateManyArgs>(args: Prisma.SelectSubset<T, RevisionChunkUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more RevisionChunks and returns the data updated in the database.
     * @param {RevisionChunkUpdateManyAndReturnArgs} args - Arguments to update many RevisionChunks.
     * @example
     * // Update many RevisionChunks
     * const revisionChunk = await prisma.revisionChunk.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more RevisionChunks and only return the `hash`
     * const revisionChunkWithHashOnly = await prisma.revisionChunk.updateManyAndReturn({
     *   select: { hash: true },
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
    updateManyAndReturn<T extends RevisionChunkUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, RevisionChunkUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$RevisionChunkPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one RevisionChunk.
     * @param {RevisionChunkUpsertArgs} args - Arguments to update or create a RevisionChunk.
     * @example
     * // Update or create a RevisionChunk
     * const revisionChunk = await prisma.revisionChunk.upsert({
     *   create: {
     *     // ... data to create a RevisionChunk
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the RevisionChunk we want to update
     *   }
     * })
     */
    upsert<T extends RevisionChunkUpsertArgs>(args: Prisma.SelectSubset<T, RevisionChunkUpsertArgs<ExtArgs>>): Prisma.Prisma__RevisionChunkClient<runtime.Types.Result.GetResult<Prisma.$RevisionChunkPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of RevisionChunks.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {RevisionChunkCountArgs} args - Arguments to filter RevisionChunks to count.
     * @example
     * // Count the number of RevisionChunks
     * const count = await prisma.revisionChunk.count({
     *   where: {
     *     // ... the filter for the RevisionChunks we want to count
     *   }
     * })
    **/
    count<T extends RevisionChunkCountArgs>(args?: Prisma.Subset<T, RevisionChunkCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], RevisionChunkCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a RevisionChunk.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {RevisionChunkAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends RevisionChunkAggregateArgs>(args: Prisma.Subset<T, RevisionChunkAggregateArgs>): Prisma.PrismaPromise<GetRevisionChunkAggregateType<T>>;
    /**
     * Group by RevisionChunk.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {RevisionChunkGroupByArgs} args - Group by arguments.
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
    groupBy<T extends RevisionChunkGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: RevisionChunkGroupByArgs['orderBy'];
    } : {
        orderBy?: RevisionChunkGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, RevisionChunkGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetRevisionChunkGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the RevisionChunk model
     */
    readonly fields: RevisionChunkFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for RevisionChunk.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__RevisionChunkClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
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
 * Fields of the RevisionChunk model
 */
export interface RevisionChunkFieldRefs {
    readonly hash: Prisma.FieldRef<"RevisionChunk", 'String'>;
    readonly entries: Prisma.FieldRef<"RevisionChunk", 'Json'>;
    readonly createdAt: Prisma.FieldRef<"RevisionChunk", 'DateTime'>;
}
/**
 * RevisionChunk findUnique
 */
export type RevisionChunkFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the RevisionChunk
     */
    select?: Prisma.RevisionChunkSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the RevisionChunk
     */
    omit?: Prisma.RevisionChunkOmit<ExtArgs> | null;
    /**
     * Filter, which RevisionChunk to fetch.
     */
    where: Prisma.RevisionChunkWhereUniqueInput;
};
/**
 * RevisionChunk findUniqueOrThrow
 */
export type RevisionChunkFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the RevisionChunk
     */
    select?: Prisma.RevisionChunkSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the RevisionChunk
     */
    omit?: Prisma.RevisionChunkOmit<ExtArgs> | null;
    /**
     * Filter, which RevisionChunk to fetch.
     */
    where: Prisma.RevisionChunkWhereUniqueInput;
};
/**
 * RevisionChunk findFirst
 */
export type RevisionChunkFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the RevisionChunk
     */
    select?: Prisma.RevisionChunkSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the RevisionChunk
     */
    omit?: Prisma.RevisionChunkOmit<ExtArgs> | null;
    /**
     * Filter, which RevisionChunk to fetch.
     */
    where?: Prisma.RevisionChunkWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of RevisionChunks to fetch.
     */
    orderBy?: Prisma.RevisionChunkOrderByWithRelationInput | Prisma.RevisionChunkOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for RevisionChunks.
     */
    cursor?: Prisma.RevisionChunkWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` RevisionChunks from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` RevisionChunks.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of RevisionChunks.
     */
    distinct?: Prisma.RevisionChunkScalarFieldEnum | Prisma.RevisionChunkScalarFieldEnum[];
};
/**
 * RevisionChunk findFirstOrThrow
 */
export type RevisionChunkFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the RevisionChunk
     */
    select?: Prisma.RevisionChunkSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the RevisionChunk
     */
    omit?: Prisma.RevisionChunkOmit<ExtArgs> | null;
    /**
     * Filter, which RevisionChunk to fetch.
     */
    where?: Prisma.RevisionChunkWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of RevisionChunks to fetch.
     */
    orderBy?: Prisma.RevisionChunkOrderByWithRelationInput | Prisma.RevisionChunkOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for RevisionChunks.
     */
    cursor?: Prisma.RevisionChunkWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` RevisionChunks from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` RevisionChunks.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of RevisionChunks.
     */
    distinct?: Prisma.RevisionChunkScalarFieldEnum | Prisma.RevisionChunkScalarFieldEnum[];
};
/**
 * RevisionChunk findMany
 */
export type RevisionChunkFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the RevisionChunk
     */
    select?: Prisma.RevisionChunkSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the RevisionChunk
     */
    omit?: Prisma.RevisionChunkOmit<ExtArgs> | null;
    /**
     * Filter, which RevisionChunks to fetch.
     */
    where?: Prisma.RevisionChunkWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of RevisionChunks to fetch.
     */
    orderBy?: Prisma.RevisionChunkOrderByWithRelationInput | Prisma.RevisionChunkOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing RevisionChunks.
     */
    cursor?: Prisma.RevisionChunkWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` RevisionChunks from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` RevisionChunks.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of RevisionChunks.
     */
    distinct?: Prisma.RevisionChunkScalarFieldEnum | Prisma.RevisionChunkScalarFieldEnum[];
};
/**
 * RevisionChunk create
 */
export type RevisionChunkCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the RevisionChunk
     */
    select?: Prisma.RevisionChunkSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the RevisionChunk
     */
    omit?: Prisma.RevisionChunkOmit<ExtArgs> | null;
    /**
     * The data needed to create a RevisionChunk.
     */
    data: Prisma.XOR<Prisma.RevisionChunkCreateInput, Prisma.RevisionChunkUncheckedCreateInput>;
};
/**
 * RevisionChunk createMany
 */
export type RevisionChunkCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many RevisionChunks.
     */
    data: Prisma.RevisionChunkCreateManyInput | Prisma.RevisionChunkCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * RevisionChunk createManyAndReturn
 */
export type RevisionChunkCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the RevisionChunk
     */
    select?: Prisma.RevisionChunkSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the RevisionChunk
     */
    omit?: Prisma.RevisionChunkOmit<ExtArgs> | null;
    /**
     * The data used to create many RevisionChunks.
     */
    data: Prisma.RevisionChunkCreateManyInput | Prisma.RevisionChunkCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * RevisionChunk update
 */
export type RevisionChunkUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the RevisionChunk
     */
    select?: Prisma.RevisionChunkSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the RevisionChunk
     */
    omit?: Prisma.RevisionChunkOmit<ExtArgs> | null;
    /**
     * The data needed to update a RevisionChunk.
     */
    data: Prisma.XOR<Prisma.RevisionChunkUpdateInput, Prisma.RevisionChunkUncheckedUpdateInput>;
    /**
     * Choose, which RevisionChunk to update.
     */
    where: Prisma.RevisionChunkWhereUniqueInput;
};
/**
 * RevisionChunk updateMany
 */
export type RevisionChunkUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update RevisionChunks.
     */
    data: Prisma.XOR<Prisma.RevisionChunkUpdateManyMutationInput, Prisma.RevisionChunkUncheckedUpdateManyInput>;
    /**
     * Filter which RevisionChunks to update
     */
    where?: Prisma.RevisionChunkWhereInput;
    /**
     * Limit how many RevisionChunks to update.
     */
    limit?: number;
};
/**
 * RevisionChunk updateManyAndReturn
 */
export type RevisionChunkUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the RevisionChunk
     */
    select?: Prisma.RevisionChunkSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the RevisionChunk
     */
    omit?: Prisma.RevisionChunkOmit<ExtArgs> | null;
    /**
     * The data used to update RevisionChunks.
     */
    data: Prisma.XOR<Prisma.RevisionChunkUpdateManyMutationInput, Prisma.RevisionChunkUncheckedUpdateManyInput>;
    /**
     * Filter which RevisionChunks to update
     */
    where?: Prisma.RevisionChunkWhereInput;
    /**
     * Limit how many RevisionChunks to update.
     */
    limit?: number;
};
/**
 * RevisionChunk upsert
 */
export type RevisionChunkUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the RevisionChunk
     */
    select?: Prisma.RevisionChunkSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the RevisionChunk
     */
    omit?: Prisma.RevisionChunkOmit<ExtArgs> | null;
    /**
     * The filter to search for the RevisionChunk to update in case it exists.
     */
    where: Prisma.RevisionChunkWhereUniqueInput;
    /**
     * In case the RevisionChunk found by the `where` argument doesn't exist, create a new RevisionChunk with this data.
     */
    create: Prisma.XOR<Prisma.RevisionChunkCreateInput, Prisma.RevisionChunkUncheckedCreateInput>;
    /**
     * In case the RevisionChunk was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.RevisionChunkUpdateInput, Prisma.RevisionChunkUncheckedUpdateInput>;
};
/**
 * RevisionChunk delete
 */
export type RevisionChunkDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the RevisionChunk
     */
    select?: Prisma.RevisionChunkSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the RevisionChunk
     */
    omit?: Prisma.RevisionChunkOmit<ExtArgs> | null;
    /**
     * Filter which RevisionChunk to delete.
     */
    where: Prisma.RevisionChunkWhereUniqueInput;
};
/**
 * RevisionChunk deleteMany
 */
export type RevisionChunkDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which RevisionChunks to delete
     */
    where?: Prisma.RevisionChunkWhereInput;
    /**
     * Limit how many RevisionChunks to delete.
     */
    limit?: number;
};
/**
 * RevisionChunk without action
 */
export type RevisionChunkDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the RevisionChunk
     */
    select?: Prisma.RevisionChunkSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the RevisionChunk
     */
    omit?: Prisma.RevisionChunkOmit<ExtArgs> | null;
};
