import type * as runtime from "@prisma/client/runtime/client";
import type * as Prisma from "../internal/prismaNamespace";
/**
 * Model CommentReaction
 *
 */
export type CommentReactionModel = runtime.Types.Result.DefaultSelection<Prisma.$CommentReactionPayload>;
export type AggregateCommentReaction = {
    _count: CommentReactionCountAggregateOutputType | null;
    _min: CommentReactionMinAggregateOutputType | null;
    _max: CommentReactionMaxAggregateOutputType | null;
};
export type CommentReactionMinAggregateOutputType = {
    commentId: string | null;
    emoji: string | null;
    userId: string | null;
    reactedAt: Date | null;
};
export type CommentReactionMaxAggregateOutputType = {
    commentId: string | null;
    emoji: string | null;
    userId: string | null;
    reactedAt: Date | null;
};
export type CommentReactionCountAggregateOutputType = {
    commentId: number;
    emoji: number;
    userId: number;
    reactedAt: number;
    _all: number;
};
export type CommentReactionMinAggregateInputType = {
    commentId?: true;
    emoji?: true;
    userId?: true;
    reactedAt?: true;
};
export type CommentReactionMaxAggregateInputType = {
    commentId?: true;
    emoji?: true;
    userId?: true;
    reactedAt?: true;
};
export type CommentReactionCountAggregateInputType = {
    commentId?: true;
    emoji?: true;
    userId?: true;
    reactedAt?: true;
    _all?: true;
};
export type CommentReactionAggregateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which CommentReaction to aggregate.
     */
    where?: Prisma.CommentReactionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of CommentReactions to fetch.
     */
    orderBy?: Prisma.CommentReactionOrderByWithRelationInput | Prisma.CommentReactionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the start position
     */
    cursor?: Prisma.CommentReactionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` CommentReactions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` CommentReactions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Count returned CommentReactions
    **/
    _count?: true | CommentReactionCountAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the minimum value
    **/
    _min?: CommentReactionMinAggregateInputType;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/aggregations Aggregation Docs}
     *
     * Select which fields to find the maximum value
    **/
    _max?: CommentReactionMaxAggregateInputType;
};
export type GetCommentReactionAggregateType<T extends CommentReactionAggregateArgs> = {
    [P in keyof T & keyof AggregateCommentReaction]: P extends '_count' | 'count' ? T[P] extends true ? number : Prisma.GetScalarType<T[P], AggregateCommentReaction[P]> : Prisma.GetScalarType<T[P], AggregateCommentReaction[P]>;
};
export type CommentReactionGroupByArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    where?: Prisma.CommentReactionWhereInput;
    orderBy?: Prisma.CommentReactionOrderByWithAggregationInput | Prisma.CommentReactionOrderByWithAggregationInput[];
    by: Prisma.CommentReactionScalarFieldEnum[] | Prisma.CommentReactionScalarFieldEnum;
    having?: Prisma.CommentReactionScalarWhereWithAggregatesInput;
    take?: number;
    skip?: number;
    _count?: CommentReactionCountAggregateInputType | true;
    _min?: CommentReactionMinAggregateInputType;
    _max?: CommentReactionMaxAggregateInputType;
};
export type CommentReactionGroupByOutputType = {
    commentId: string;
    emoji: string;
    userId: string;
    reactedAt: Date;
    _count: CommentReactionCountAggregateOutputType | null;
    _min: CommentReactionMinAggregateOutputType | null;
    _max: CommentReactionMaxAggregateOutputType | null;
};
export type GetCommentReactionGroupByPayload<T extends CommentReactionGroupByArgs> = Prisma.PrismaPromise<Array<Prisma.PickEnumerable<CommentReactionGroupByOutputType, T['by']> & {
    [P in ((keyof T) & (keyof CommentReactionGroupByOutputType))]: P extends '_count' ? T[P] extends boolean ? number : Prisma.GetScalarType<T[P], CommentReactionGroupByOutputType[P]> : Prisma.GetScalarType<T[P], CommentReactionGroupByOutputType[P]>;
}>>;
export type CommentReactionWhereInput = {
    AND?: Prisma.CommentReactionWhereInput | Prisma.CommentReactionWhereInput[];
    OR?: Prisma.CommentReactionWhereInput[];
    NOT?: Prisma.CommentReactionWhereInput | Prisma.CommentReactionWhereInput[];
    commentId?: Prisma.StringFilter<"CommentReaction"> | string;
    emoji?: Prisma.StringFilter<"CommentReaction"> | string;
    userId?: Prisma.StringFilter<"CommentReaction"> | string;
    reactedAt?: Prisma.DateTimeFilter<"CommentReaction"> | Date | string;
    comment?: Prisma.XOR<Prisma.CommentScalarRelationFilter, Prisma.CommentWhereInput>;
};
export type CommentReactionOrderByWithRelationInput = {
    commentId?: Prisma.SortOrder;
    emoji?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    reactedAt?: Prisma.SortOrder;
    comment?: Prisma.CommentOrderByWithRelationInput;
};
export type CommentReactionWhereUniqueInput = Prisma.AtLeast<{
    commentId_emoji_userId?: Prisma.CommentReactionCommentIdEmojiUserIdCompoundUniqueInput;
    AND?: Prisma.CommentReactionWhereInput | Prisma.CommentReactionWhereInput[];
    OR?: Prisma.CommentReactionWhereInput[];
    NOT?: Prisma.CommentReactionWhereInput | Prisma.CommentReactionWhereInput[];
    commentId?: Prisma.StringFilter<"CommentReaction"> | string;
    emoji?: Prisma.StringFilter<"CommentReaction"> | string;
    userId?: Prisma.StringFilter<"CommentReaction"> | string;
    reactedAt?: Prisma.DateTimeFilter<"CommentReaction"> | Date | string;
    comment?: Prisma.XOR<Prisma.CommentScalarRelationFilter, Prisma.CommentWhereInput>;
}, "commentId_emoji_userId">;
export type CommentReactionOrderByWithAggregationInput = {
    commentId?: Prisma.SortOrder;
    emoji?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    reactedAt?: Prisma.SortOrder;
    _count?: Prisma.CommentReactionCountOrderByAggregateInput;
    _max?: Prisma.CommentReactionMaxOrderByAggregateInput;
    _min?: Prisma.CommentReactionMinOrderByAggregateInput;
};
export type CommentReactionScalarWhereWithAggregatesInput = {
    AND?: Prisma.CommentReactionScalarWhereWithAggregatesInput | Prisma.CommentReactionScalarWhereWithAggregatesInput[];
    OR?: Prisma.CommentReactionScalarWhereWithAggregatesInput[];
    NOT?: Prisma.CommentReactionScalarWhereWithAggregatesInput | Prisma.CommentReactionScalarWhereWithAggregatesInput[];
    commentId?: Prisma.StringWithAggregatesFilter<"CommentReaction"> | string;
    emoji?: Prisma.StringWithAggregatesFilter<"CommentReaction"> | string;
    userId?: Prisma.StringWithAggregatesFilter<"CommentReaction"> | string;
    reactedAt?: Prisma.DateTimeWithAggregatesFilter<"CommentReaction"> | Date | string;
};
export type CommentReactionCreateInput = {
    emoji: string;
    userId: string;
    reactedAt?: Date | string;
    comment: Prisma.CommentCreateNestedOneWithoutReactionsInput;
};
export type CommentReactionUncheckedCreateInput = {
    commentId: string;
    emoji: string;
    userId: string;
    reactedAt?: Date | string;
};
export type CommentReactionUpdateInput = {
    emoji?: Prisma.StringFieldUpdateOperationsInput | string;
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    reactedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
    comment?: Prisma.CommentUpdateOneRequiredWithoutReactionsNestedInput;
};
export type CommentReactionUncheckedUpdateInput = {
    commentId?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.StringFieldUpdateOperationsInput | string;
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    reactedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CommentReactionCreateManyInput = {
    commentId: string;
    emoji: string;
    userId: string;
    reactedAt?: Date | string;
};
export type CommentReactionUpdateManyMutationInput = {
    emoji?: Prisma.StringFieldUpdateOperationsInput | string;
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    reactedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CommentReactionUncheckedUpdateManyInput = {
    commentId?: Prisma.StringFieldUpdateOperationsInput | string;
    emoji?: Prisma.StringFieldUpdateOperationsInput | string;
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    reactedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CommentReactionListRelationFilter = {
    every?: Prisma.CommentReactionWhereInput;
    some?: Prisma.CommentReactionWhereInput;
    none?: Prisma.CommentReactionWhereInput;
};
export type CommentReactionOrderByRelationAggregateInput = {
    _count?: Prisma.SortOrder;
};
export type CommentReactionCommentIdEmojiUserIdCompoundUniqueInput = {
    commentId: string;
    emoji: string;
    userId: string;
};
export type CommentReactionCountOrderByAggregateInput = {
    commentId?: Prisma.SortOrder;
    emoji?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    reactedAt?: Prisma.SortOrder;
};
export type CommentReactionMaxOrderByAggregateInput = {
    commentId?: Prisma.SortOrder;
    emoji?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    reactedAt?: Prisma.SortOrder;
};
export type CommentReactionMinOrderByAggregateInput = {
    commentId?: Prisma.SortOrder;
    emoji?: Prisma.SortOrder;
    userId?: Prisma.SortOrder;
    reactedAt?: Prisma.SortOrder;
};
export type CommentReactionCreateNestedManyWithoutCommentInput = {
    create?: Prisma.XOR<Prisma.CommentReactionCreateWithoutCommentInput, Prisma.CommentReactionUncheckedCreateWithoutCommentInput> | Prisma.CommentReactionCreateWithoutCommentInput[] | Prisma.CommentReactionUncheckedCreateWithoutCommentInput[];
    connectOrCreate?: Prisma.CommentReactionCreateOrConnectWithoutCommentInput | Prisma.CommentReactionCreateOrConnectWithoutCommentInput[];
    createMany?: Prisma.CommentReactionCreateManyCommentInputEnvelope;
    connect?: Prisma.CommentReactionWhereUniqueInput | Prisma.CommentReactionWhereUniqueInput[];
};
export type CommentReactionUncheckedCreateNestedManyWithoutCommentInput = {
    create?: Prisma.XOR<Prisma.CommentReactionCreateWithoutCommentInput, Prisma.CommentReactionUncheckedCreateWithoutCommentInput> | Prisma.CommentReactionCreateWithoutCommentInput[] | Prisma.CommentReactionUncheckedCreateWithoutCommentInput[];
    connectOrCreate?: Prisma.CommentReactionCreateOrConnectWithoutCommentInput | Prisma.CommentReactionCreateOrConnectWithoutCommentInput[];
    createMany?: Prisma.CommentReactionCreateManyCommentInputEnvelope;
    connect?: Prisma.CommentReactionWhereUniqueInput | Prisma.CommentReactionWhereUniqueInput[];
};
export type CommentReactionUpdateManyWithoutCommentNestedInput = {
    create?: Prisma.XOR<Prisma.CommentReactionCreateWithoutCommentInput, Prisma.CommentReactionUncheckedCreateWithoutCommentInput> | Prisma.CommentReactionCreateWithoutCommentInput[] | Prisma.CommentReactionUncheckedCreateWithoutCommentInput[];
    connectOrCreate?: Prisma.CommentReactionCreateOrConnectWithoutCommentInput | Prisma.CommentReactionCreateOrConnectWithoutCommentInput[];
    upsert?: Prisma.CommentReactionUpsertWithWhereUniqueWithoutCommentInput | Prisma.CommentReactionUpsertWithWhereUniqueWithoutCommentInput[];
    createMany?: Prisma.CommentReactionCreateManyCommentInputEnvelope;
    set?: Prisma.CommentReactionWhereUniqueInput | Prisma.CommentReactionWhereUniqueInput[];
    disconnect?: Prisma.CommentReactionWhereUniqueInput | Prisma.CommentReactionWhereUniqueInput[];
    delete?: Prisma.CommentReactionWhereUniqueInput | Prisma.CommentReactionWhereUniqueInput[];
    connect?: Prisma.CommentReactionWhereUniqueInput | Prisma.CommentReactionWhereUniqueInput[];
    update?: Prisma.CommentReactionUpdateWithWhereUniqueWithoutCommentInput | Prisma.CommentReactionUpdateWithWhereUniqueWithoutCommentInput[];
    updateMany?: Prisma.CommentReactionUpdateManyWithWhereWithoutCommentInput | Prisma.CommentReactionUpdateManyWithWhereWithoutCommentInput[];
    deleteMany?: Prisma.CommentReactionScalarWhereInput | Prisma.CommentReactionScalarWhereInput[];
};
export type CommentReactionUncheckedUpdateManyWithoutCommentNestedInput = {
    create?: Prisma.XOR<Prisma.CommentReactionCreateWithoutCommentInput, Prisma.CommentReactionUncheckedCreateWithoutCommentInput> | Prisma.CommentReactionCreateWithoutCommentInput[] | Prisma.CommentReactionUncheckedCreateWithoutCommentInput[];
    connectOrCreate?: Prisma.CommentReactionCreateOrConnectWithoutCommentInput | Prisma.CommentReactionCreateOrConnectWithoutCommentInput[];
    upsert?: Prisma.CommentReactionUpsertWithWhereUniqueWithoutCommentInput | Prisma.CommentReactionUpsertWithWhereUniqueWithoutCommentInput[];
    createMany?: Prisma.CommentReactionCreateManyCommentInputEnvelope;
    set?: Prisma.CommentReactionWhereUniqueInput | Prisma.CommentReactionWhereUniqueInput[];
    disconnect?: Prisma.CommentReactionWhereUniqueInput | Prisma.CommentReactionWhereUniqueInput[];
    delete?: Prisma.CommentReactionWhereUniqueInput | Prisma.CommentReactionWhereUniqueInput[];
    connect?: Prisma.CommentReactionWhereUniqueInput | Prisma.CommentReactionWhereUniqueInput[];
    update?: Prisma.CommentReactionUpdateWithWhereUniqueWithoutCommentInput | Prisma.CommentReactionUpdateWithWhereUniqueWithoutCommentInput[];
    updateMany?: Prisma.CommentReactionUpdateManyWithWhereWithoutCommentInput | Prisma.CommentReactionUpdateManyWithWhereWithoutCommentInput[];
    deleteMany?: Prisma.CommentReactionScalarWhereInput | Prisma.CommentReactionScalarWhereInput[];
};
export type CommentReactionCreateWithoutCommentInput = {
    emoji: string;
    userId: string;
    reactedAt?: Date | string;
};
export type CommentReactionUncheckedCreateWithoutCommentInput = {
    emoji: string;
    userId: string;
    reactedAt?: Date | string;
};
export type CommentReactionCreateOrConnectWithoutCommentInput = {
    where: Prisma.CommentReactionWhereUniqueInput;
    create: Prisma.XOR<Prisma.CommentReactionCreateWithoutCommentInput, Prisma.CommentReactionUncheckedCreateWithoutCommentInput>;
};
export type CommentReactionCreateManyCommentInputEnvelope = {
    data: Prisma.CommentReactionCreateManyCommentInput | Prisma.CommentReactionCreateManyCommentInput[];
    skipDuplicates?: boolean;
};
export type CommentReactionUpsertWithWhereUniqueWithoutCommentInput = {
    where: Prisma.CommentReactionWhereUniqueInput;
    update: Prisma.XOR<Prisma.CommentReactionUpdateWithoutCommentInput, Prisma.CommentReactionUncheckedUpdateWithoutCommentInput>;
    create: Prisma.XOR<Prisma.CommentReactionCreateWithoutCommentInput, Prisma.CommentReactionUncheckedCreateWithoutCommentInput>;
};
export type CommentReactionUpdateWithWhereUniqueWithoutCommentInput = {
    where: Prisma.CommentReactionWhereUniqueInput;
    data: Prisma.XOR<Prisma.CommentReactionUpdateWithoutCommentInput, Prisma.CommentReactionUncheckedUpdateWithoutCommentInput>;
};
export type CommentReactionUpdateManyWithWhereWithoutCommentInput = {
    where: Prisma.CommentReactionScalarWhereInput;
    data: Prisma.XOR<Prisma.CommentReactionUpdateManyMutationInput, Prisma.CommentReactionUncheckedUpdateManyWithoutCommentInput>;
};
export type CommentReactionScalarWhereInput = {
    AND?: Prisma.CommentReactionScalarWhereInput | Prisma.CommentReactionScalarWhereInput[];
    OR?: Prisma.CommentReactionScalarWhereInput[];
    NOT?: Prisma.CommentReactionScalarWhereInput | Prisma.CommentReactionScalarWhereInput[];
    commentId?: Prisma.StringFilter<"CommentReaction"> | string;
    emoji?: Prisma.StringFilter<"CommentReaction"> | string;
    userId?: Prisma.StringFilter<"CommentReaction"> | string;
    reactedAt?: Prisma.DateTimeFilter<"CommentReaction"> | Date | string;
};
export type CommentReactionCreateManyCommentInput = {
    emoji: string;
    userId: string;
    reactedAt?: Date | string;
};
export type CommentReactionUpdateWithoutCommentInput = {
    emoji?: Prisma.StringFieldUpdateOperationsInput | string;
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    reactedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CommentReactionUncheckedUpdateWithoutCommentInput = {
    emoji?: Prisma.StringFieldUpdateOperationsInput | string;
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    reactedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CommentReactionUncheckedUpdateManyWithoutCommentInput = {
    emoji?: Prisma.StringFieldUpdateOperationsInput | string;
    userId?: Prisma.StringFieldUpdateOperationsInput | string;
    reactedAt?: Prisma.DateTimeFieldUpdateOperationsInput | Date | string;
};
export type CommentReactionSelect<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    commentId?: boolean;
    emoji?: boolean;
    userId?: boolean;
    reactedAt?: boolean;
    comment?: boolean | Prisma.CommentDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["commentReaction"]>;
export type CommentReactionSelectCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    commentId?: boolean;
    emoji?: boolean;
    userId?: boolean;
    reactedAt?: boolean;
    comment?: boolean | Prisma.CommentDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["commentReaction"]>;
export type CommentReactionSelectUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetSelect<{
    commentId?: boolean;
    emoji?: boolean;
    userId?: boolean;
    reactedAt?: boolean;
    comment?: boolean | Prisma.CommentDefaultArgs<ExtArgs>;
}, ExtArgs["result"]["commentReaction"]>;
export type CommentReactionSelectScalar = {
    commentId?: boolean;
    emoji?: boolean;
    userId?: boolean;
    reactedAt?: boolean;
};
export type CommentReactionOmit<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = runtime.Types.Extensions.GetOmit<"commentId" | "emoji" | "userId" | "reactedAt", ExtArgs["result"]["commentReaction"]>;
export type CommentReactionInclude<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    comment?: boolean | Prisma.CommentDefaultArgs<ExtArgs>;
};
export type CommentReactionIncludeCreateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    comment?: boolean | Prisma.CommentDefaultArgs<ExtArgs>;
};
export type CommentReactionIncludeUpdateManyAndReturn<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    comment?: boolean | Prisma.CommentDefaultArgs<ExtArgs>;
};
export type $CommentReactionPayload<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    name: "CommentReaction";
    objects: {
        comment: Prisma.$CommentPayload<ExtArgs>;
    };
    scalars: runtime.Types.Extensions.GetPayloadResult<{
        commentId: string;
        emoji: string;
        userId: string;
        reactedAt: Date;
    }, ExtArgs["result"]["commentReaction"]>;
    composites: {};
};
export type CommentReactionGetPayload<S extends boolean | null | undefined | CommentReactionDefaultArgs> = runtime.Types.Result.GetResult<Prisma.$CommentReactionPayload, S>;
export type CommentReactionCountArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = Omit<CommentReactionFindManyArgs, 'select' | 'include' | 'distinct' | 'omit'> & {
    select?: CommentReactionCountAggregateInputType | true;
};
export interface CommentReactionDelegate<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> {
    [K: symbol]: {
        types: Prisma.TypeMap<ExtArgs>['model']['CommentReaction'];
        meta: {
            name: 'CommentReaction';
        };
    };
    /**
     * Find zero or one CommentReaction that matches the filter.
     * @param {CommentReactionFindUniqueArgs} args - Arguments to find a CommentReaction
     * @example
     * // Get one CommentReaction
     * const commentReaction = await prisma.commentReaction.findUnique({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUnique<T extends CommentReactionFindUniqueArgs>(args: Prisma.SelectSubset<T, CommentReactionFindUniqueArgs<ExtArgs>>): Prisma.Prisma__CommentReactionClient<runtime.Types.Result.GetResult<Prisma.$CommentReactionPayload<ExtArgs>, T, "findUnique", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find one CommentReaction that matches the filter or throw an error with `error.code='P2025'`
     * if no matches were found.
     * @param {CommentReactionFindUniqueOrThrowArgs} args - Arguments to find a CommentReaction
     * @example
     * // Get one CommentReaction
     * const commentReaction = await prisma.commentReaction.findUniqueOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findUniqueOrThrow<T extends CommentReactionFindUniqueOrThrowArgs>(args: Prisma.SelectSubset<T, CommentReactionFindUniqueOrThrowArgs<ExtArgs>>): Prisma.Prisma__CommentReactionClient<runtime.Types.Result.GetResult<Prisma.$CommentReactionPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first CommentReaction that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentReactionFindFirstArgs} args - Arguments to find a CommentReaction
     * @example
     * // Get one CommentReaction
     * const commentReaction = await prisma.commentReaction.findFirst({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirst<T extends CommentReactionFindFirstArgs>(args?: Prisma.SelectSubset<T, CommentReactionFindFirstArgs<ExtArgs>>): Prisma.Prisma__CommentReactionClient<runtime.Types.Result.GetResult<Prisma.$CommentReactionPayload<ExtArgs>, T, "findFirst", GlobalOmitOptions> | null, null, ExtArgs, GlobalOmitOptions>;
    /**
     * Find the first CommentReaction that matches the filter or
     * throw `PrismaKnownClientError` with `P2025` code if no matches were found.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentReactionFindFirstOrThrowArgs} args - Arguments to find a CommentReaction
     * @example
     * // Get one CommentReaction
     * const commentReaction = await prisma.commentReaction.findFirstOrThrow({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     */
    findFirstOrThrow<T extends CommentReactionFindFirstOrThrowArgs>(args?: Prisma.SelectSubset<T, CommentReactionFindFirstOrThrowArgs<ExtArgs>>): Prisma.Prisma__CommentReactionClient<runtime.Types.Result.GetResult<Prisma.$CommentReactionPayload<ExtArgs>, T, "findFirstOrThrow", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Find zero or more CommentReactions that matches the filter.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentReactionFindManyArgs} args - Arguments to filter and select certain fields only.
     * @example
     * // Get all CommentReactions
     * const commentReactions = await prisma.commentReaction.findMany()
     *
     * // Get first 10 CommentReactions
     * const commentReactions = await prisma.commentReaction.findMany({ take: 10 })
     *
     * // Only select the `commentId`
     * const commentReactionWithCommentIdOnly = await prisma.commentReaction.findMany({ select: { commentId: true } })
     *
     */
    findMany<T extends CommentReactionFindManyArgs>(args?: Prisma.SelectSubset<T, CommentReactionFindManyArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CommentReactionPayload<ExtArgs>, T, "findMany", GlobalOmitOptions>>;
    /**
     * Create a CommentReaction.
     * @param {CommentReactionCreateArgs} args - Arguments to create a CommentReaction.
     * @example
     * // Create one CommentReaction
     * const CommentReaction = await prisma.commentReaction.create({
     *   data: {
     *     // ... data to create a CommentReaction
     *   }
     * })
     *
     */
    create<T extends CommentReactionCreateArgs>(args: Prisma.SelectSubset<T, CommentReactionCreateArgs<ExtArgs>>): Prisma.Prisma__CommentReactionClient<runtime.Types.Result.GetResult<Prisma.$CommentReactionPayload<ExtArgs>, T, "create", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Create many CommentReactions.
     * @param {CommentReactionCreateManyArgs} args - Arguments to create many CommentReactions.
     * @example
     * // Create many CommentReactions
     * const commentReaction = await prisma.commentReaction.createMany({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     */
    createMany<T extends CommentReactionCreateManyArgs>(args?: Prisma.SelectSubset<T, CommentReactionCreateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Create many CommentReactions and returns the data saved in the database.
     * @param {CommentReactionCreateManyAndReturnArgs} args - Arguments to create many CommentReactions.
     * @example
     * // Create many CommentReactions
     * const commentReaction = await prisma.commentReaction.createManyAndReturn({
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Create many CommentReactions and only return the `commentId`
     * const commentReactionWithCommentIdOnly = await prisma.commentReaction.createManyAndReturn({
     *   select: { commentId: true },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     *
     */
    createManyAndReturn<T extends CommentReactionCreateManyAndReturnArgs>(args?: Prisma.SelectSubset<T, CommentReactionCreateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CommentReactionPayload<ExtArgs>, T, "createManyAndReturn", GlobalOmitOptions>>;
    /**
     * Delete a CommentReaction.
     * @param {CommentReactionDeleteArgs} args - Arguments to delete one CommentReaction.
     * @example
     * // Delete one CommentReaction
     * const CommentReaction = await prisma.commentReaction.delete({
     *   where: {
     *     // ... filter to delete one CommentReaction
     *   }
     * })
     *
     */
    delete<T extends CommentReactionDeleteArgs>(args: Prisma.SelectSubset<T, CommentReactionDeleteArgs<ExtArgs>>): Prisma.Prisma__CommentReactionClient<runtime.Types.Result.GetResult<Prisma.$CommentReactionPayload<ExtArgs>, T, "delete", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Update one CommentReaction.
     * @param {CommentReactionUpdateArgs} args - Arguments to update one CommentReaction.
     * @example
     * // Update one CommentReaction
     * const commentReaction = await prisma.commentReaction.update({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    update<T extends CommentReactionUpdateArgs>(args: Prisma.SelectSubset<T, CommentReactionUpdateArgs<ExtArgs>>): Prisma.Prisma__CommentReactionClient<runtime.Types.Result.GetResult<Prisma.$CommentReactionPayload<ExtArgs>, T, "update", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Delete zero or more CommentReactions.
     * @param {CommentReactionDeleteManyArgs} args - Arguments to filter CommentReactions to delete.
     * @example
     * // Delete a few CommentReactions
     * const { count } = await prisma.commentReaction.deleteMany({
     *   where: {
     *     // ... provide filter here
     *   }
     * })
     *
     */
    deleteMany<T extends CommentReactionDeleteManyArgs>(args?: Prisma.SelectSubset<T, CommentReactionDeleteManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more CommentReactions.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentReactionUpdateManyArgs} args - Arguments to update one or more rows.
     * @example
     * // Update many CommentReactions
     * const commentReaction = await prisma.commentReaction.updateMany({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: {
     *     // ... provide data here
     *   }
     * })
     *
     */
    updateMany<T extends CommentReactionUpdateManyArgs>(args: Prisma.SelectSubset<T, CommentReactionUpdateManyArgs<ExtArgs>>): Prisma.PrismaPromise<Prisma.BatchPayload>;
    /**
     * Update zero or more CommentReactions and returns the data updated in the database.
     * @param {CommentReactionUpdateManyAndReturnArgs} args - Arguments to update many CommentReactions.
     * @example
     * // Update many CommentReactions
     * const commentReaction = await prisma.commentReaction.updateManyAndReturn({
     *   where: {
     *     // ... provide filter here
     *   },
     *   data: [
     *     // ... provide data here
     *   ]
     * })
     *
     * // Update zero or more CommentReactions and only return the `commentId`
     * const commentReactionWithCommentIdOnly = await prisma.commentReaction.updateManyAndReturn({
     *   select: { commentId: true },
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
    updateManyAndReturn<T extends CommentReactionUpdateManyAndReturnArgs>(args: Prisma.SelectSubset<T, CommentReactionUpdateManyAndReturnArgs<ExtArgs>>): Prisma.PrismaPromise<runtime.Types.Result.GetResult<Prisma.$CommentReactionPayload<ExtArgs>, T, "updateManyAndReturn", GlobalOmitOptions>>;
    /**
     * Create or update one CommentReaction.
     * @param {CommentReactionUpsertArgs} args - Arguments to update or create a CommentReaction.
     * @example
     * // Update or create a CommentReaction
     * const commentReaction = await prisma.commentReaction.upsert({
     *   create: {
     *     // ... data to create a CommentReaction
     *   },
     *   update: {
     *     // ... in case it already exists, update
     *   },
     *   where: {
     *     // ... the filter for the CommentReaction we want to update
     *   }
     * })
     */
    upsert<T extends CommentReactionUpsertArgs>(args: Prisma.SelectSubset<T, CommentReactionUpsertArgs<ExtArgs>>): Prisma.Prisma__CommentReactionClient<runtime.Types.Result.GetResult<Prisma.$CommentReactionPayload<ExtArgs>, T, "upsert", GlobalOmitOptions>, never, ExtArgs, GlobalOmitOptions>;
    /**
     * Count the number of CommentReactions.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentReactionCountArgs} args - Arguments to filter CommentReactions to count.
     * @example
     * // Count the number of CommentReactions
     * const count = await prisma.commentReaction.count({
     *   where: {
     *     // ... the filter for the CommentReactions we want to count
     *   }
     * })
    **/
    count<T extends CommentReactionCountArgs>(args?: Prisma.Subset<T, CommentReactionCountArgs>): Prisma.PrismaPromise<T extends runtime.Types.Utils.Record<'select', any> ? T['select'] extends true ? number : Prisma.GetScalarType<T['select'], CommentReactionCountAggregateOutputType> : number>;
    /**
     * Allows you to perform aggregations operations on a CommentReaction.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentReactionAggregateArgs} args - Select which aggregations you would like to apply and on what fields.
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
    aggregate<T extends CommentReactionAggregateArgs>(args: Prisma.Subset<T, CommentReactionAggregateArgs>): Prisma.PrismaPromise<GetCommentReactionAggregateType<T>>;
    /**
     * Group by CommentReaction.
     * Note, that providing `undefined` is treated as the value not being there.
     * Read more here: https://pris.ly/d/null-undefined
     * @param {CommentReactionGroupByArgs} args - Group by arguments.
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
    groupBy<T extends CommentReactionGroupByArgs, HasSelectOrTake extends Prisma.Or<Prisma.Extends<'skip', Prisma.Keys<T>>, Prisma.Extends<'take', Prisma.Keys<T>>>, OrderByArg extends Prisma.True extends HasSelectOrTake ? {
        orderBy: CommentReactionGroupByArgs['orderBy'];
    } : {
        orderBy?: CommentReactionGroupByArgs['orderBy'];
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
    }[OrderFields]>(args: Prisma.SubsetIntersection<T, CommentReactionGroupByArgs, OrderByArg> & InputErrors): {} extends InputErrors ? GetCommentReactionGroupByPayload<T> : Prisma.PrismaPromise<InputErrors>;
    /**
     * Fields of the CommentReaction model
     */
    readonly fields: CommentReactionFieldRefs;
}
/**
 * The delegate class that acts as a "Promise-like" for CommentReaction.
 * Why is this prefixed with `Prisma__`?
 * Because we want to prevent naming conflicts as mentioned in
 * https://github.com/prisma/prisma-client-js/issues/707
 */
export interface Prisma__CommentReactionClient<T, Null = never, ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs, GlobalOmitOptions = {}> extends Prisma.PrismaPromise<T> {
    readonly [Symbol.toStringTag]: "PrismaPromise";
    comment<T extends Prisma.CommentDefaultArgs<ExtArgs> = {}>(args?: Prisma.Subset<T, Prisma.CommentDefaultArgs<ExtArgs>>): Prisma.Prisma__CommentClient<runtime.Types.Result.GetResult<Prisma.$CommentPayload<ExtArgs>, T, "findUniqueOrThrow", GlobalOmitOptions> | Null, Null, ExtArgs, GlobalOmitOptions>;
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
 * Fields of the CommentReaction model
 */
export interface CommentReactionFieldRefs {
    readonly commentId: Prisma.FieldRef<"CommentReaction", 'String'>;
    readonly emoji: Prisma.FieldRef<"CommentReaction", 'String'>;
    readonly userId: Prisma.FieldRef<"CommentReaction", 'String'>;
    readonly reactedAt: Prisma.FieldRef<"CommentReaction", 'DateTime'>;
}
/**
 * CommentReaction findUnique
 */
export type CommentReactionFindUniqueArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReaction
     */
    select?: Prisma.CommentReactionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReaction
     */
    omit?: Prisma.CommentReactionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReactionInclude<ExtArgs> | null;
    /**
     * Filter, which CommentReaction to fetch.
     */
    where: Prisma.CommentReactionWhereUniqueInput;
};
/**
 * CommentReaction findUniqueOrThrow
 */
export type CommentReactionFindUniqueOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReaction
     */
    select?: Prisma.CommentReactionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReaction
     */
    omit?: Prisma.CommentReactionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReactionInclude<ExtArgs> | null;
    /**
     * Filter, which CommentReaction to fetch.
     */
    where: Prisma.CommentReactionWhereUniqueInput;
};
/**
 * CommentReaction findFirst
 */
export type CommentReactionFindFirstArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReaction
     */
    select?: Prisma.CommentReactionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReaction
     */
    omit?: Prisma.CommentReactionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReactionInclude<ExtArgs> | null;
    /**
     * Filter, which CommentReaction to fetch.
     */
    where?: Prisma.CommentReactionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of CommentReactions to fetch.
     */
    orderBy?: Prisma.CommentReactionOrderByWithRelationInput | Prisma.CommentReactionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for CommentReactions.
     */
    cursor?: Prisma.CommentReactionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` CommentReactions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` CommentReactions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of CommentReactions.
     */
    distinct?: Prisma.CommentReactionScalarFieldEnum | Prisma.CommentReactionScalarFieldEnum[];
};
/**
 * CommentReaction findFirstOrThrow
 */
export type CommentReactionFindFirstOrThrowArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReaction
     */
    select?: Prisma.CommentReactionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReaction
     */
    omit?: Prisma.CommentReactionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReactionInclude<ExtArgs> | null;
    /**
     * Filter, which CommentReaction to fetch.
     */
    where?: Prisma.CommentReactionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of CommentReactions to fetch.
     */
    orderBy?: Prisma.CommentReactionOrderByWithRelationInput | Prisma.CommentReactionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for searching for CommentReactions.
     */
    cursor?: Prisma.CommentReactionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` CommentReactions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` CommentReactions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of CommentReactions.
     */
    distinct?: Prisma.CommentReactionScalarFieldEnum | Prisma.CommentReactionScalarFieldEnum[];
};
/**
 * CommentReaction findMany
 */
export type CommentReactionFindManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReaction
     */
    select?: Prisma.CommentReactionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReaction
     */
    omit?: Prisma.CommentReactionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReactionInclude<ExtArgs> | null;
    /**
     * Filter, which CommentReactions to fetch.
     */
    where?: Prisma.CommentReactionWhereInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/sorting Sorting Docs}
     *
     * Determine the order of CommentReactions to fetch.
     */
    orderBy?: Prisma.CommentReactionOrderByWithRelationInput | Prisma.CommentReactionOrderByWithRelationInput[];
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination#cursor-based-pagination Cursor Docs}
     *
     * Sets the position for listing CommentReactions.
     */
    cursor?: Prisma.CommentReactionWhereUniqueInput;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Take `±n` CommentReactions from the position of the cursor.
     */
    take?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/pagination Pagination Docs}
     *
     * Skip the first `n` CommentReactions.
     */
    skip?: number;
    /**
     * {@link https://www.prisma.io/docs/concepts/components/prisma-client/distinct Distinct Docs}
     *
     * Filter by unique combinations of CommentReactions.
     */
    distinct?: Prisma.CommentReactionScalarFieldEnum | Prisma.CommentReactionScalarFieldEnum[];
};
/**
 * CommentReaction create
 */
export type CommentReactionCreateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReaction
     */
    select?: Prisma.CommentReactionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReaction
     */
    omit?: Prisma.CommentReactionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReactionInclude<ExtArgs> | null;
    /**
     * The data needed to create a CommentReaction.
     */
    data: Prisma.XOR<Prisma.CommentReactionCreateInput, Prisma.CommentReactionUncheckedCreateInput>;
};
/**
 * CommentReaction createMany
 */
export type CommentReactionCreateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to create many CommentReactions.
     */
    data: Prisma.CommentReactionCreateManyInput | Prisma.CommentReactionCreateManyInput[];
    skipDuplicates?: boolean;
};
/**
 * CommentReaction createManyAndReturn
 */
export type CommentReactionCreateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReaction
     */
    select?: Prisma.CommentReactionSelectCreateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReaction
     */
    omit?: Prisma.CommentReactionOmit<ExtArgs> | null;
    /**
     * The data used to create many CommentReactions.
     */
    data: Prisma.CommentReactionCreateManyInput | Prisma.CommentReactionCreateManyInput[];
    skipDuplicates?: boolean;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReactionIncludeCreateManyAndReturn<ExtArgs> | null;
};
/**
 * CommentReaction update
 */
export type CommentReactionUpdateArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReaction
     */
    select?: Prisma.CommentReactionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReaction
     */
    omit?: Prisma.CommentReactionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReactionInclude<ExtArgs> | null;
    /**
     * The data needed to update a CommentReaction.
     */
    data: Prisma.XOR<Prisma.CommentReactionUpdateInput, Prisma.CommentReactionUncheckedUpdateInput>;
    /**
     * Choose, which CommentReaction to update.
     */
    where: Prisma.CommentReactionWhereUniqueInput;
};
/**
 * CommentReaction updateMany
 */
export type CommentReactionUpdateManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * The data used to update CommentReactions.
     */
    data: Prisma.XOR<Prisma.CommentReactionUpdateManyMutationInput, Prisma.CommentReactionUncheckedUpdateManyInput>;
    /**
     * Filter which CommentReactions to update
     */
    where?: Prisma.CommentReactionWhereInput;
    /**
     * Limit how many CommentReactions to update.
     */
    limit?: number;
};
/**
 * CommentReaction updateManyAndReturn
 */
export type CommentReactionUpdateManyAndReturnArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReaction
     */
    select?: Prisma.CommentReactionSelectUpdateManyAndReturn<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReaction
     */
    omit?: Prisma.CommentReactionOmit<ExtArgs> | null;
    /**
     * The data used to update CommentReactions.
     */
    data: Prisma.XOR<Prisma.CommentReactionUpdateManyMutationInput, Prisma.CommentReactionUncheckedUpdateManyInput>;
    /**
     * Filter which CommentReactions to update
     */
    where?: Prisma.CommentReactionWhereInput;
    /**
     * Limit how many CommentReactions to update.
     */
    limit?: number;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReactionIncludeUpdateManyAndReturn<ExtArgs> | null;
};
/**
 * CommentReaction upsert
 */
export type CommentReactionUpsertArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReaction
     */
    select?: Prisma.CommentReactionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReaction
     */
    omit?: Prisma.CommentReactionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReactionInclude<ExtArgs> | null;
    /**
     * The filter to search for the CommentReaction to update in case it exists.
     */
    where: Prisma.CommentReactionWhereUniqueInput;
    /**
     * In case the CommentReaction found by the `where` argument doesn't exist, create a new CommentReaction with this data.
     */
    create: Prisma.XOR<Prisma.CommentReactionCreateInput, Prisma.CommentReactionUncheckedCreateInput>;
    /**
     * In case the CommentReaction was found with the provided `where` argument, update it with this data.
     */
    update: Prisma.XOR<Prisma.CommentReactionUpdateInput, Prisma.CommentReactionUncheckedUpdateInput>;
};
/**
 * CommentReaction delete
 */
export type CommentReactionDeleteArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReaction
     */
    select?: Prisma.CommentReactionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReaction
     */
    omit?: Prisma.CommentReactionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReactionInclude<ExtArgs> | null;
    /**
     * Filter which CommentReaction to delete.
     */
    where: Prisma.CommentReactionWhereUniqueInput;
};
/**
 * CommentReaction deleteMany
 */
export type CommentReactionDeleteManyArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Filter which CommentReactions to delete
     */
    where?: Prisma.CommentReactionWhereInput;
    /**
     * Limit how many CommentReactions to delete.
     */
    limit?: number;
};
/**
 * CommentReaction without action
 */
export type CommentReactionDefaultArgs<ExtArgs extends runtime.Types.Extensions.InternalArgs = runtime.Types.Extensions.DefaultArgs> = {
    /**
     * Select specific fields to fetch from the CommentReaction
     */
    select?: Prisma.CommentReactionSelect<ExtArgs> | null;
    /**
     * Omit specific fields from the CommentReaction
     */
    omit?: Prisma.CommentReactionOmit<ExtArgs> | null;
    /**
     * Choose, which related nodes to fetch as well
     */
    include?: Prisma.CommentReactionInclude<ExtArgs> | null;
};
